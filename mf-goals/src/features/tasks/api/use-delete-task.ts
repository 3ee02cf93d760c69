import { apiClient } from '@goalcoach/api';
import type { CreateTaskRequest, Task, UpdateTaskRequest } from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';
import { toastFailure } from '../../../shared/lib/toast-failure';
import {
  addCachedTasks,
  cachedTaskIndex,
  cancelTaskQueries,
  insertCachedTask,
  patchCachedTask,
  removeCachedTask,
} from './task-cache';

/**
 * Undo of a deletion: the same text, checkpoint and date as a new task, then its status and
 * win flag when they differ from a new task's. A plain function, not a hook: the toast's Undo
 * may be pressed after the list that deleted the task is gone (another tab).
 */
export async function recreateDeletedTask(
  queryClient: QueryClient,
  goalId: string,
  deleted: Task,
): Promise<void> {
  try {
    const { data: created } = await apiClient.post<Task>(apiPaths.tasks, {
      goalId,
      task: deleted.task,
      checkpointId: deleted.checkpointId,
      date: deleted.date,
    } satisfies CreateTaskRequest);
    // Shown at once; if the second step fails the task is back, only without its tick or win.
    addCachedTasks(queryClient, goalId, [created]);
    const changes: UpdateTaskRequest = {};
    if (deleted.status !== created.status) changes.status = deleted.status;
    if (deleted.markedAsWin !== created.markedAsWin) changes.markedAsWin = deleted.markedAsWin;
    if (Object.keys(changes).length > 0) {
      const { data: restored } = await apiClient.patch<Task>(apiPaths.task(created.id), changes);
      patchCachedTask(queryClient, goalId, created.id, restored);
    }
  } catch (error) {
    toastFailure('Error', error, 'Failed to restore task. Please try again.');
  } finally {
    void queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(goalId) });
    void invalidateTaskFigures(queryClient, goalId);
  }
}

type Variables = { task: Task };
type Context = { index: number };

/**
 * Deletes a task: it leaves the lists at once and comes back where it was if the server refuses.
 * Once deleted, a toast offers Undo.
 */
export function useDeleteTask(goalId: string) {
  const queryClient = useQueryClient();

  const mutation = useMutation<unknown, unknown, Variables, Context>({
    mutationFn: ({ task }) => apiClient.delete(apiPaths.task(task.id)),
    onMutate: async ({ task }) => {
      const index = cachedTaskIndex(queryClient, goalId, task.id);
      removeCachedTask(queryClient, goalId, task.id);
      await cancelTaskQueries(queryClient, goalId);
      return { index };
    },
    onError: (error, { task }, context) => {
      insertCachedTask(queryClient, goalId, task, context?.index ?? -1);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalFocusedTasks(goalId) });
      toastFailure('Error', error, 'Failed to delete task. Please try again.');
    },
    onSuccess: (_data, { task }) => {
      void invalidateTaskFigures(queryClient, goalId);
      toast({
        title: 'Task deleted',
        description: task.task,
        action: {
          label: 'Undo',
          onClick: () => void recreateDeletedTask(queryClient, goalId, task),
        },
      });
    },
  });

  return (task: Task) => mutation.mutate({ task });
}
