import { apiClient } from '@goalcoach/api';
import type { CreateGoalRequest, Goal } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';

/** POST /api/goals: the goal is saved at once (201) and its plan is built in the background. */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGoalRequest) =>
      apiClient.post<Goal>(apiPaths.goals, body).then((response) => response.data),
    onSuccess: (goal) => {
      // Polling starts from the answer itself rather than a second request.
      queryClient.setQueryData(queryKeys.goal(goal.id), goal);
      void invalidateGoalSummaries(queryClient);
    },
  });
}
