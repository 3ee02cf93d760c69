import { apiClient } from '@goalcoach/api';
import type { Goal } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';
import { toastFailure } from '@goalcoach/ui';

/**
 * POST generate-all-tasks: 202 with the goal now pending; the goal query then polls. A 409
 * (already generating) shows the server's words, and the goal is asked again to follow the run.
 */
export function useGeneratePlan(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post<Goal>(apiPaths.generatePlan(goalId)).then((response) => response.data),
    onSuccess: (goal) => {
      queryClient.setQueryData(queryKeys.goal(goalId), goal);
      void invalidateGoalSummaries(queryClient);
    },
    onError: (error) => {
      toastFailure('Error', error, 'Failed to generate the plan');
      void queryClient.invalidateQueries({ queryKey: queryKeys.goal(goalId) });
    },
  });
}
