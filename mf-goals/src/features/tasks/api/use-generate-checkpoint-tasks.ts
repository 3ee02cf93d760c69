import { apiClient } from '@goalcoach/api';
import type { GenerateCheckpointTasksRequest, Task } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateTaskFigures } from '../../../shared/api/invalidate';
import { toastFailure } from '@goalcoach/ui';
import { addCachedTasks } from './task-cache';

/** Fills a checkpoint that has no tasks (201 with the new tasks). */
export function useGenerateCheckpointTasks(goalId: string, checkpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient
        .post<Task[]>(apiPaths.generateCheckpointTasks, {
          checkpointId,
          goalId,
        } satisfies GenerateCheckpointTasksRequest)
        .then((response) => response.data),
    onSuccess: (tasks) => {
      addCachedTasks(queryClient, goalId, tasks);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(goalId) });
      void invalidateTaskFigures(queryClient, goalId);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to generate tasks. Please try again.'),
  });
}
