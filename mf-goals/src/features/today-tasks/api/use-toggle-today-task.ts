import { offlineWriteKeys, type TaskStatusWrite } from '@goalcoach/api';
import type { Task, TaskStatus, TodayTask } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';

type ToggleVariables = TaskStatusWrite & { task: TodayTask };

const toggleKey = offlineWriteKeys.taskStatus;

/**
 * Ticks one of today's tasks on and off (sets the other status; works offline like
 * useToggleTask). Optimistic: the box changes at once and, if the server
 * refuses, goes back without a message.
 */
export function useToggleTodayTask() {
  const queryClient = useQueryClient();
  const todayKey = queryKeys.todayTasks();

  const setStatus = (taskId: string, status: TaskStatus) =>
    queryClient.setQueryData<TodayTask[]>(todayKey, (tasks) =>
      tasks?.map((task) => (task.id === taskId ? { ...task, status } : task)),
    );

  const mutation = useMutation<Task, Error, ToggleVariables>({
    mutationKey: toggleKey,
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
    mutation.mutate({
      task,
      taskId: task.id,
      status: task.status === 'completed' ? 'pending' : 'completed',
      what: `The task “${task.task}”`,
    });
}
