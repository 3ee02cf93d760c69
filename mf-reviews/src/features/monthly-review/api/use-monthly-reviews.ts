import type { MonthlyReview, ReviewYears } from '@goalcoach/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** The user's monthly reviews. */
export function useMonthlyReviews() {
  return useQuery<MonthlyReview[]>({ queryKey: queryKeys.monthlyReviews() });
}

/** The year choices: from the user's first year of data (at most the sign-up year) to this year. */
export function useReviewYears() {
  return useQuery<ReviewYears>({ queryKey: queryKeys.monthlyReviewYears() });
}

/** A new or changed review can add a year of data, so both lists are read again. */
export function invalidateMonthlyReviews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.monthlyReviews() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.monthlyReviewYears() }),
  ]).then(() => undefined);
}
