import type { MonthlyReview } from '@goalcoach/contracts';
import type { MonthlyReviewEntity } from './monthly-review.entity.js';

export function toMonthlyReview(review: MonthlyReviewEntity): MonthlyReview {
  return {
    id: review.id,
    year: review.year,
    month: review.month,
    totalWins: review.totalWins,
    totalLessons: review.totalLessons,
    weeklyHighlights: review.weeklyHighlights,
    areasToImprove: review.areasToImprove,
    averageConfidence: review.averageConfidence === null ? null : Number(review.averageConfidence),
    daysCheckedIn: review.daysCheckedIn,
    tasksCompleted: review.tasksCompleted,
    totalStreakDays: review.totalStreakDays,
    coachNote: review.coachNote,
    generatedAt: review.generatedAt?.toISOString() ?? null,
    updatedAt: review.updatedAt.toISOString(),
  };
}
