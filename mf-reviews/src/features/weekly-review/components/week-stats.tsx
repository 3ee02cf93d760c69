import { CONFIDENCE_SCALE } from '@goalcoach/contracts';
import type { WeekSummary } from '../utils/week-summary';

type Stat = { label: string; value: string; testId: string };

/** SPEC §2: Check-ins, Progress Days and Avg Confidence as 'n/10'. */
export function WeekStats({ summary }: { summary: WeekSummary }) {
  const stats: Stat[] = [
    { label: 'Check-ins', value: String(summary.checkInCount), testId: 'weekly-stat-check-ins' },
    {
      label: 'Progress Days',
      value: String(summary.progressDays),
      testId: 'weekly-stat-progress-days',
    },
    {
      label: 'Avg Confidence',
      value: `${summary.averageConfidence}/${CONFIDENCE_SCALE}`,
      testId: 'weekly-stat-avg-confidence',
    },
  ];
  return (
    <dl className="gc-review-stats">
      {stats.map(({ label, value, testId }) => (
        <div key={label} className="gc-review-stats__item">
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
