import { apiClient } from '@goalcoach/api';
import type { Goal } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';

/** Brings a deleted goal back (within 24 h); every list that shows goals reads again. */
export function useRestoreGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) =>
      apiClient.post<Goal>(apiPaths.undoGoalDeletion(goalId)).then((response) => response.data),
    onSuccess: (_goal, goalId) => {
      void invalidateGoalSummaries(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goal(goalId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.milestones() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.todayTasks() });
    },
    // Restored or refused (expired meanwhile): the list says how things stand now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deletedGoals() }),
  });
}
