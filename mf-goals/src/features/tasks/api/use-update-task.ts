import { apiClient } from '@goalcoach/api';
import type { Task, UpdateTaskRequest } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';
import { toastFailure } from '@goalcoach/ui';
import { cancelTaskQueries, patchCachedTask } from './task-cache';

/** The fields of a task the actions menu edits. */
type TaskEdit = Pick<UpdateTaskRequest, 'task' | 'markedAsWin'>;

type Variables = { task: Task; changes: TaskEdit };

/** The task's current values of the fields `changes` touches, to roll back to. */
function previousValues(task: Task, changes: TaskEdit): Partial<Task> {
  const previous: Partial<Task> = {};
  if (changes.task !== undefined) previous.task = task.task;
  if (changes.markedAsWin !== undefined) previous.markedAsWin = task.markedAsWin;
  return previous;
}

/**
 * Renames a task or marks it as a win, a goal's or a personal one, wherever it is shown (the
 * goal page, Home's Tasks tab). Optimistic: the row changes at once; if the server refuses,
 * only the fields of this change go back, and a toast says so.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: ({ task, changes }: Variables) =>
      apiClient
        .patch<Task>(apiPaths.task(task.id), changes satisfies UpdateTaskRequest)
        .then((response) => response.data),
    onMutate: async ({ task, changes }) => {
      patchCachedTask(queryClient, task.goalId, task.id, changes);
      await cancelTaskQueries(queryClient, task.goalId);
    },
    onError: (error, { task, changes }) => {
      patchCachedTask(queryClient, task.goalId, task.id, previousValues(task, changes));
      toastFailure('Error', error, 'Failed to update task. Please try again.');
    },
    // The row already shows the change (the text trimmed as the server trims it).
    onSuccess: (_data, { task }) => {
      // Wins show on Home's task list; the text in Start Here Today and Today's Focus.
      void invalidateTaskFigures(queryClient, task.goalId, { keepFocus: true });
    },
  });

  return {
    rename: (task: Task, text: string) => mutation.mutate({ task, changes: { task: text } }),
    toggleWin: (task: Task) =>
      mutation.mutate({ task, changes: { markedAsWin: !task.markedAsWin } }),
  };
}
