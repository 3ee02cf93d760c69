import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/**
 * Everything a check-in feeds: the lists and reviews here, and Home's stats strip and goal
 * cards, whose streaks count check-in days.
 */
export function invalidateCheckInViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      queryKeys.checkIns(),
      queryKeys.weeklyReviews(),
      queryKeys.monthlyReviews(),
      queryKeys.monthlyReviewYears(),
      queryKeys.stats(),
      queryKeys.goals(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
