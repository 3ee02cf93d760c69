import { compareIsoDates } from '@goalcoach/dates';
import { reviewLines, type CheckIn, type WeeklyReview } from '@goalcoach/contracts';
import { isInWeek, type WeekBounds } from './week-bounds';

/** The current-week card: its lists (bullets stripped) and its figures. */
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
  /**
   * Mean of the confidence people gave, rounded, out of 10; null when no check-in of the week
   * gave one (older check-ins hold a value derived from Yes/No, which is left out).
   */
  averageConfidence: number | null;
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
  const given = weekCheckIns.filter((checkIn) => checkIn.confidenceGiven);
  const confidenceTotal = given.reduce((total, checkIn) => total + checkIn.confidenceLevel, 0);
  return {
    majorWins: weekCheckIns.flatMap((checkIn) => reviewLines(checkIn.wins)),
    additionalWins: weekReviews.flatMap((review) => reviewLines(review.winsThisWeek)),
    keyLessons: weekCheckIns.flatMap((checkIn) => reviewLines(checkIn.lessons)),
    additionalLessons: weekReviews.flatMap((review) => reviewLines(review.whatWorked)),
    areasToImprove: weekReviews.flatMap((review) => reviewLines(review.areasToImprove)),
    checkInCount: weekCheckIns.length,
    progressDays: weekCheckIns.filter((checkIn) => checkIn.completedDailyAction).length,
    averageConfidence: given.length === 0 ? null : Math.round(confidenceTotal / given.length),
  };
}
