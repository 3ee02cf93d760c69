import { apiClient } from '@goalcoach/api';
import type { CreateTaskRequest, Task } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';
import { addCachedTasks } from './task-cache';

/** Adds a task to one of the goal's checkpoints; the caller says what a failure means. */
export function useCreateTask(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<CreateTaskRequest, 'goalId'>) =>
      apiClient
        .post<Task>(apiPaths.tasks, { ...request, goalId } satisfies CreateTaskRequest)
        .then((response) => response.data),
    onSuccess: (task) => {
      addCachedTasks(queryClient, goalId, [task]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(goalId) });
      void invalidateTaskFigures(queryClient, goalId);
    },
  });
}
