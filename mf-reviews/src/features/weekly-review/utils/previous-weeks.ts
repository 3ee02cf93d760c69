import { compareIsoDates } from '@goalcoach/dates';
import { reviewLines, type WeeklyReview } from '@goalcoach/contracts';

/** One earlier week's manual entries, their texts put together (bullets stripped). */
export type PreviousWeek = {
  weekStart: string;
  winsThisWeek: string[];
  whatWorked: string[];
  whatDidntWork: string[];
  areasToImprove: string[];
};

/** The entries of weeks before `currentWeekStart`, one group per week, newest week first. */
export function previousWeeks(reviews: WeeklyReview[], currentWeekStart: string): PreviousWeek[] {
  const weeks = new Map<string, WeeklyReview[]>();
  for (const review of reviews) {
    if (review.weekStart >= currentWeekStart) continue;
    weeks.set(review.weekStart, [...(weeks.get(review.weekStart) ?? []), review]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => compareIsoDates(b, a))
    .map(([weekStart, entries]) => {
      const oldestFirst = [...entries].sort((a, b) => compareIsoDates(a.reviewDate, b.reviewDate));
      const lines = (field: 'winsThisWeek' | 'whatWorked' | 'whatDidntWork' | 'areasToImprove') =>
        oldestFirst.flatMap((entry) => reviewLines(entry[field]));
      return {
        weekStart,
        winsThisWeek: lines('winsThisWeek'),
        whatWorked: lines('whatWorked'),
        whatDidntWork: lines('whatDidntWork'),
        areasToImprove: lines('areasToImprove'),
      };
    });
}
