import { apiClient } from '@goalcoach/api';
import type { Task, TaskStatus, UpdateTaskRequest } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';
import { cancelTaskQueries, patchCachedTask } from './task-cache';

type ToggleVariables = { taskId: string; status: TaskStatus; previous: TaskStatus };

/**
 * Ticks a task on and off. Optimistic: the lists change at once and, if the server refuses,
 * go back without a message (SPEC §4). Progress and momentum are the server's to recompute.
 */
export function useToggleTask(goalId: string) {
  const queryClient = useQueryClient();

  const setStatus = (taskId: string, status: TaskStatus) =>
    patchCachedTask(queryClient, goalId, taskId, { status });

  const mutation = useMutation({
    mutationFn: ({ taskId, status }: ToggleVariables) =>
      apiClient
        .patch<Task>(apiPaths.task(taskId), { status } satisfies UpdateTaskRequest)
        .then((response) => response.data),
    onMutate: async ({ taskId, status }) => {
      // Written before the cancel, so the checkbox never flips back for a frame; a cancelled
      // fetch reverts to this data (setQueryData moves TanStack's revert point).
      setStatus(taskId, status);
      await cancelTaskQueries(queryClient, goalId);
    },
    // Only this task goes back, so a quick second toggle of another task is not undone.
    onError: (_error, { taskId, previous }) => setStatus(taskId, previous),
    // Today's Focus is read again when next shown, not under the pointer that just ticked it.
    onSuccess: () => void invalidateTaskFigures(queryClient, goalId, { keepFocus: true }),
  });

  return (task: Task) =>
    mutation.mutate({
      taskId: task.id,
      status: task.status === 'completed' ? 'pending' : 'completed',
      previous: task.status,
    });
}
