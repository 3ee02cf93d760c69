import { apiClient } from '@goalcoach/api';
import type { Task, TaskStatus, TodayTask, UpdateTaskRequest } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';

type ToggleVariables = { task: TodayTask; status: TaskStatus };

const toggleKey = ['today-task-toggle'] as const;

/**
 * Ticks one of today's tasks on and off. Optimistic: the box changes at once and, if the server
 * refuses, goes back without a message (SPEC §4).
 */
export function useToggleTodayTask() {
  const queryClient = useQueryClient();
  const todayKey = queryKeys.todayTasks();

  const setStatus = (taskId: string, status: TaskStatus) =>
    queryClient.setQueryData<TodayTask[]>(todayKey, (tasks) =>
      tasks?.map((task) => (task.id === taskId ? { ...task, status } : task)),
    );

  const mutation = useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ task, status }: ToggleVariables) =>
      apiClient
        .patch<Task>(apiPaths.task(task.id), { status } satisfies UpdateTaskRequest)
        .then((response) => response.data),
    onMutate: async ({ task, status }) => {
      // Written before the cancel, so the box never flips back for a frame.
      setStatus(task.id, status);
      await queryClient.cancelQueries({ queryKey: todayKey });
    },
    // Only this task goes back, so a quick tick of another task is not undone.
    onError: (_error, { task }) => setStatus(task.id, task.status),
    onSuccess: (_data, { task }) => {
      // Reading today's list while another tick is in flight would untick that one for a moment.
      if (queryClient.isMutating({ mutationKey: toggleKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: todayKey });
      }
      if (!task.goalId) return;
      // The goal's figures (progress, momentum), its lists and Home's summaries follow at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.goal(task.goalId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(task.goalId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalFocusedTasks(task.goalId) });
      void invalidateGoalSummaries(queryClient);
    },
  });

  return (task: TodayTask) =>
    mutation.mutate({ task, status: task.status === 'completed' ? 'pending' : 'completed' });
}
