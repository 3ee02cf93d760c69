import { apiClient } from '@goalcoach/api';
import type { ChangePlanKindRequest, Goal } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidatePlan } from '../../../shared/api/invalidate';

/** PUT plan-kind: the plan's remaining weeks written again as the chosen kind or shape. */
export function useChangePlanKind(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePlanKindRequest) =>
      apiClient.put<Goal>(apiPaths.goalPlanKind(goalId), request).then((response) => response.data),
    onSuccess: (goal) => {
      queryClient.setQueryData(queryKeys.goal(goalId), goal);
      // New weeks and tasks: everything of the plan is read again.
      void invalidatePlan(queryClient, goalId);
    },
  });
}
