import type { WeeklyReview } from '@goalcoach/contracts';
import type { WeeklyReviewEntity } from './weekly-review.entity.js';

export function toWeeklyReview(review: WeeklyReviewEntity): WeeklyReview {
  return {
    id: review.id,
    reviewDate: review.reviewDate.toISOString(),
    weekStart: review.weekStart,
    winsThisWeek: review.winsThisWeek,
    whatWorked: review.whatWorked,
    whatDidntWork: review.whatDidntWork,
    areasToImprove: review.areasToImprove,
  };
}
