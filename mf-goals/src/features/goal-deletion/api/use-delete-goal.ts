import { apiClient } from '@goalcoach/api';
import { GOAL_UNDO_TOAST_MS, type DeletedGoal, type Goal } from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@goalcoach/routing';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';
import { goalRoute } from '../../../shared/lib/routes';
import { restoreGoal } from './restore-goal';

/**
 * Deletes a goal (a soft delete, restorable for 24 h), then goes Home with an 8 s toast whose
 * Undo restores the goal and opens it again.
 */
export function useDeleteGoal(goalId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: () =>
      apiClient.delete<DeletedGoal>(apiPaths.goal(goalId)).then((response) => response.data),
    onSuccess: () => {
      // Home must not show the goal, not even for the moment before the list is read again.
      queryClient.setQueryData<Goal[]>(queryKeys.goals(), (goals) =>
        goals?.filter((goal) => goal.id !== goalId),
      );
      void invalidateGoalSummaries(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.deletedGoals() });
      // Home's milestones and today's tasks list every goal's.
      void queryClient.invalidateQueries({ queryKey: queryKeys.milestones() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.todayTasks() });
      // Read again if the goal is opened after a restore; not now, while its page still shows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.goal(goalId), refetchType: 'none' });
      navigate('/');
      toast({
        title: 'Goal deleted',
        description: 'You have 24 hours to undo.',
        duration: GOAL_UNDO_TOAST_MS,
        action: {
          label: 'Undo',
          onClick: () =>
            void restoreGoal(queryClient, goalId).then((restored) => {
              if (restored) navigate(goalRoute(goalId));
            }),
        },
      });
    },
    // The same words whatever the server said: the user can only try again.
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to delete goal. Please try again.',
        variant: 'destructive',
      }),
  });
}
