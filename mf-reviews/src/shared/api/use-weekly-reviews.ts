import type { WeeklyReview } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** The signed-in user's manual weekly entries (`GET /api/reviews`). */
export function useWeeklyReviews() {
  return useQuery<WeeklyReview[]>({ queryKey: queryKeys.weeklyReviews() });
}
