import { offlineWriteKeys, type TaskStatusWrite } from '@goalcoach/api';
import type { Task, TaskStatus } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';
import { cancelTaskQueries, patchCachedTask } from './task-cache';

type ToggleVariables = TaskStatusWrite & { previous: TaskStatus };

/**
 * Ticks a task on and off: sets the status it shows the other way (the server sets, it does not
 * toggle, so a repeat changes nothing). Works offline: the write waits on the device until the
 * network is back (sent by the function registered for `offlineWriteKeys.taskStatus`).
 * Optimistic: the lists change at once and, if the server refuses,
 * go back without a message. Progress and momentum are the server's to recompute.
 */
export function useToggleTask(goalId: string) {
  const queryClient = useQueryClient();

  const setStatus = (taskId: string, status: TaskStatus) =>
    patchCachedTask(queryClient, goalId, taskId, { status });

  const mutation = useMutation<Task, Error, ToggleVariables>({
    mutationKey: offlineWriteKeys.taskStatus,
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
      what: `The task “${task.task}”`,
    });
}
