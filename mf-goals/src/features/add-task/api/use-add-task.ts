import { apiClient } from '@goalcoach/api';
import type { CreateTaskRequest, Task } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';

/**
 * Creates a task for today: with a goal, the server puts it on the checkpoint whose
 * week holds the date; without one, it is a personal task. The caller says what a failure means.
 */
export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateTaskRequest) =>
      apiClient.post<Task>(apiPaths.tasks, request).then((response) => response.data),
    onSuccess: (task) => {
      if (!task.goalId) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.todayTasks() });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(task.goalId) });
      void invalidateTaskFigures(queryClient, task.goalId);
    },
  });
}
