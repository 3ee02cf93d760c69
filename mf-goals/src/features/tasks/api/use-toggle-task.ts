import { apiClient } from '@goalcoach/api';
import type { Task, TaskStatus, UpdateTaskRequest } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';

type ToggleVariables = { taskId: string; status: TaskStatus; previous: TaskStatus };

/**
 * Ticks a task on and off. Optimistic: the list changes at once and, if the server refuses,
 * goes back without a message (SPEC §4). Progress and momentum are the server's to recompute.
 */
export function useToggleTask(goalId: string) {
  const queryClient = useQueryClient();
  const tasksKey = queryKeys.goalTasks(goalId);

  const setStatus = (taskId: string, status: TaskStatus) =>
    queryClient.setQueryData<Task[]>(tasksKey, (tasks) =>
      tasks?.map((task) => (task.id === taskId ? { ...task, status } : task)),
    );

  const mutation = useMutation({
    mutationFn: ({ taskId, status }: ToggleVariables) =>
      apiClient
        .patch<Task>(apiPaths.task(taskId), { status } satisfies UpdateTaskRequest)
        .then((response) => response.data),
    onMutate: async ({ taskId, status }) => {
      // Written before the cancel, so the checkbox never flips back for a frame; a cancelled
      // fetch reverts to this data (setQueryData moves TanStack's revert point).
      setStatus(taskId, status);
      await queryClient.cancelQueries({ queryKey: tasksKey });
    },
    // Only this task goes back, so a quick second toggle of another task is not undone.
    onError: (_error, { taskId, previous }) => setStatus(taskId, previous),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.goal(goalId) });
      void invalidateGoalSummaries(queryClient);
    },
  });

  return (task: Task) =>
    mutation.mutate({
      taskId: task.id,
      status: task.status === 'completed' ? 'pending' : 'completed',
      previous: task.status,
    });
}
