import { apiClient } from '@goalcoach/api';
import type { CreateWeeklyReviewRequest, WeeklyReview } from '@goalcoach/contracts';
import { toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/** `POST /api/reviews`: a manual entry for this week; its list is read again on success. */
export function useCreateWeeklyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWeeklyReviewRequest) =>
      apiClient
        .post<WeeklyReview>(apiPaths.weeklyReviews, request)
        .then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.weeklyReviews() }),
    onError: (error) => toastFailure('Error', error, 'Failed to save weekly entry'),
  });
}
