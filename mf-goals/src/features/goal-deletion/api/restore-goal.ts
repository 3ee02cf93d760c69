import { apiClient } from '@goalcoach/api';
import type { Goal } from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import type { QueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';

const RESTORE_FAILED = 'Failed to restore goal. The undo period may have expired.';

/**
 * Undoes a deletion (possible for 24 h). A plain function, not a hook: the toast's Undo is
 * pressed on Home, after the goal page that deleted the goal is gone. True once restored.
 */
export async function restoreGoal(queryClient: QueryClient, goalId: string): Promise<boolean> {
  try {
    const { data: goal } = await apiClient.post<Goal>(apiPaths.undoGoalDeletion(goalId));
    queryClient.setQueryData(queryKeys.goal(goalId), goal);
    void invalidateGoalSummaries(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.deletedGoals() });
    // Home's milestones and today's tasks list every goal's.
    void queryClient.invalidateQueries({ queryKey: queryKeys.milestones() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.todayTasks() });
    toast({
      title: 'Goal restored',
      description: 'Your goal has been successfully restored.',
      variant: 'success',
    });
    return true;
  } catch {
    // The server's reason is one of: expired, already erased, unknown; one message covers them.
    toast({ title: 'Error', description: RESTORE_FAILED, variant: 'destructive' });
    return false;
  }
}
