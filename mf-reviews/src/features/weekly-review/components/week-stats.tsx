import { CONFIDENCE_SCALE } from '@goalcoach/contracts';
import { ReviewStats } from '../../../shared/components/review-stats';
import type { WeekSummary } from '../utils/week-summary';

/** The week's figures: Check-ins, Progress Days and Avg Confidence as 'n/10' ('—' when none was given). */
export function WeekStats({ summary }: { summary: WeekSummary }) {
  return (
    <ReviewStats
      stats={[
        {
          label: 'Check-ins',
          value: String(summary.checkInCount),
          testId: 'weekly-stat-check-ins',
        },
        {
          label: 'Progress Days',
          value: String(summary.progressDays),
          testId: 'weekly-stat-progress-days',
        },
        {
          label: 'Avg Confidence',
          value:
            summary.averageConfidence === null
              ? '—'
              : `${summary.averageConfidence}/${CONFIDENCE_SCALE}`,
          testId: 'weekly-stat-avg-confidence',
        },
      ]}
    />
  );
}
