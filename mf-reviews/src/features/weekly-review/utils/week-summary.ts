import { compareIsoDates } from '@goalcoach/dates';
import { reviewLines, type CheckIn, type WeeklyReview } from '@goalcoach/contracts';
import { isInWeek, type WeekBounds } from './week-bounds';

/** SPEC §2's current-week card: its lists (bullets stripped) and its figures. */
export type WeekSummary = {
  /** Check-in wins this week. */
  majorWins: string[];
  /** Manual winsThisWeek. */
  additionalWins: string[];
  /** Check-in lessons. */
  keyLessons: string[];
  /** Manual whatWorked. */
  additionalLessons: string[];
  /** Manual areasToImprove. */
  areasToImprove: string[];
  checkInCount: number;
  /** Check-ins whose daily action was done. */
  progressDays: number;
  /** Mean confidence, rounded, out of 10 (a missing level counts as 0); 0 without check-ins. */
  averageConfidence: number;
};

const byDate = (a: CheckIn, b: CheckIn) => compareIsoDates(a.date, b.date);
const byReviewDate = (a: WeeklyReview, b: WeeklyReview) =>
  compareIsoDates(a.reviewDate, b.reviewDate);

export function summarizeWeek(
  week: WeekBounds,
  checkIns: CheckIn[],
  reviews: WeeklyReview[],
): WeekSummary {
  const weekCheckIns = checkIns.filter((checkIn) => isInWeek(checkIn.date, week)).sort(byDate);
  const weekReviews = reviews
    .filter((review) => review.weekStart === week.start)
    .sort(byReviewDate);
  const confidenceTotal = weekCheckIns.reduce(
    (total, checkIn) => total + (checkIn.confidenceLevel ?? 0),
    0,
  );
  return {
    majorWins: weekCheckIns.flatMap((checkIn) => reviewLines(checkIn.wins)),
    additionalWins: weekReviews.flatMap((review) => reviewLines(review.winsThisWeek)),
    keyLessons: weekCheckIns.flatMap((checkIn) => reviewLines(checkIn.lessons)),
    additionalLessons: weekReviews.flatMap((review) => reviewLines(review.whatWorked)),
    areasToImprove: weekReviews.flatMap((review) => reviewLines(review.areasToImprove)),
    checkInCount: weekCheckIns.length,
    progressDays: weekCheckIns.filter((checkIn) => checkIn.completedDailyAction).length,
    averageConfidence:
      weekCheckIns.length === 0 ? 0 : Math.round(confidenceTotal / weekCheckIns.length),
  };
}
