import { CONFIDENCE_SCALE, type MonthlyReview } from '@goalcoach/contracts';

function confidenceText(averageConfidence: number | null): string {
  return averageConfidence === null ? '—' : `${averageConfidence.toFixed(1)}/${CONFIDENCE_SCALE}`;
}

/** SPEC §2: Avg Confidence, Days Active, Streak Days. */
export function MonthlyReviewStats({ review }: { review: MonthlyReview }) {
  const stats = [
    { label: 'Avg Confidence', value: confidenceText(review.averageConfidence), id: 'confidence' },
    { label: 'Days Active', value: String(review.daysCheckedIn), id: 'days-active' },
    { label: 'Streak Days', value: String(review.totalStreakDays), id: 'streak-days' },
  ];
  return (
    <dl className="gc-monthly-stats">
      {stats.map((stat) => (
        <div key={stat.id} className="gc-monthly-stats__item">
          <dt>{stat.label}</dt>
          <dd data-testid={`monthly-stat-${stat.id}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
