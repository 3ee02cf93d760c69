import { CONFIDENCE_SCALE, type MonthlyReview } from '@goalcoach/contracts';
import { ReviewStats } from '../../../shared/components/review-stats';

function confidenceText(averageConfidence: number | null): string {
  return averageConfidence === null ? '—' : `${averageConfidence.toFixed(1)}/${CONFIDENCE_SCALE}`;
}

/** A monthly review's figures: Avg Confidence, Days Active, Streak Days. */
export function MonthlyReviewStats({ review }: { review: MonthlyReview }) {
  return (
    <ReviewStats
      stats={[
        {
          label: 'Avg Confidence',
          value: confidenceText(review.averageConfidence),
          testId: 'monthly-stat-confidence',
        },
        {
          label: 'Days Active',
          value: String(review.daysCheckedIn),
          testId: 'monthly-stat-days-active',
        },
        {
          label: 'Streak Days',
          value: String(review.totalStreakDays),
          testId: 'monthly-stat-streak-days',
        },
      ]}
    />
  );
}
