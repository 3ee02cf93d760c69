import { apiClient } from '@goalcoach/api';
import type { CreateMonthlyReviewRequest, MonthlyReview } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { monthName } from '../utils/months';
import { invalidateMonthlyReviews } from './use-monthly-reviews';

/** The server appends the texts to the month's review, or creates the review. */
export function useAddMonthlyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMonthlyReviewRequest) =>
      apiClient
        .post<MonthlyReview>(apiPaths.monthlyReviews, request)
        .then((response) => response.data),
    onSuccess: (_review, { year, month }) => {
      void invalidateMonthlyReviews(queryClient);
      toast({
        title: 'Entry Saved',
        description: `Added to your ${monthName(month)} ${year} review.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toastFailure('Error', error, 'Failed to save monthly entry. Please try again.'),
  });
}
