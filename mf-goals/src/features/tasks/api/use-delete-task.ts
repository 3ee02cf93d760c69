import { apiClient } from '@goalcoach/api';
import type { CreateTaskRequest, Task } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';
import {
  cancelTaskQueries,
  removeCachedTask,
  restoreCachedTask,
  type CachedTaskPlace,
} from './task-cache';

/** What follows a task coming or going: its goal's list and figures, or just today's tasks. */
function invalidateAfter(queryClient: QueryClient, task: Task): void {
  if (task.goalId)
    void queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(task.goalId) });
  void invalidateTaskFigures(queryClient, task.goalId);
}

/**
 * Undo of a deletion: one request re-creates the task with its text, goal, checkpoint (null
 * stays "none"), date, status and win, so it cannot come back half restored. It takes the old
 * task's place in the lists. A plain function, not a hook: the toast's Undo may be pressed
 * after the list that deleted the task is gone (another tab).
 */
async function recreateDeletedTask(
  queryClient: QueryClient,
  deleted: Task,
  place: CachedTaskPlace,
): Promise<void> {
  try {
    const { data: created } = await apiClient.post<Task>(apiPaths.tasks, {
      goalId: deleted.goalId,
      task: deleted.task,
      checkpointId: deleted.checkpointId,
      date: deleted.date,
      status: deleted.status,
      markedAsWin: deleted.markedAsWin,
      writtenByPerson: deleted.writtenByPerson,
    } satisfies CreateTaskRequest);
    restoreCachedTask(queryClient, created, place);
  } catch (error) {
    toastFailure('Error', error, 'Failed to restore task. Please try again.');
  } finally {
    invalidateAfter(queryClient, deleted);
  }
}

type Variables = { task: Task };
type Context = { place: CachedTaskPlace };

/**
 * Deletes a task, a goal's or a personal one, wherever it is shown: it leaves the lists at once
 * and comes back where it was if the server refuses. Once deleted, a toast offers Undo.
 */
export function useDeleteTask() {
  const queryClient = useQueryClient();

  const mutation = useMutation<unknown, unknown, Variables, Context>({
    mutationFn: ({ task }) => apiClient.delete(apiPaths.task(task.id)),
    onMutate: async ({ task }) => {
      const place = removeCachedTask(queryClient, task);
      await cancelTaskQueries(queryClient, task.goalId);
      return { place };
    },
    onError: (error, { task }, context) => {
      if (context) restoreCachedTask(queryClient, task, context.place);
      if (task.goalId) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.goalFocusedTasks(task.goalId) });
      }
      toastFailure('Error', error, 'Failed to delete task. Please try again.');
    },
    onSuccess: (_data, { task }, context) => {
      void invalidateTaskFigures(queryClient, task.goalId);
      toast({
        title: 'Task deleted',
        description: task.task,
        action: {
          label: 'Undo',
          onClick: () => void recreateDeletedTask(queryClient, task, context.place),
        },
      });
    },
  });

  return (task: Task) => mutation.mutate({ task });
}
