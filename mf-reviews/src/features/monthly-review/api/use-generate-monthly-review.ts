import { apiClient } from '@goalcoach/api';
import type { MonthlyReview } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { monthName, type YearMonth } from '../utils/months';
import { invalidateMonthlyReviews } from './use-monthly-reviews';

/** Builds (or rebuilds) a month's review from its check-ins, tasks and weekly reviews. */
export function useGenerateMonthlyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, month }: YearMonth) =>
      apiClient
        .post<MonthlyReview>(apiPaths.generateMonthlyReview(year, month))
        .then((response) => response.data),
    onSuccess: (_review, { year, month }) => {
      void invalidateMonthlyReviews(queryClient);
      toast({
        title: 'Review Generated',
        description: `Your ${monthName(month)} ${year} review is ready.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toastFailure('Error', error, 'Failed to generate monthly review. Please try again.'),
  });
}
