import { apiClient } from '@goalcoach/api';
import type { Checkpoint, CheckpointStatus, UpdateCheckpointRequest } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { toastFailure } from '@goalcoach/ui';
import { isLastPlanStatusChange, planStatusMutationKey } from './plan-status-mutations';

type Variables = {
  checkpoint: Checkpoint;
  status: CheckpointStatus;
};

/**
 * Ticks a weekly checkpoint complete or back to pending; optimistic, rolled back with a toast.
 * The server completes a milestone whose checkpoints are all complete, so milestones reload.
 */
export function useUpdateCheckpointStatus(goalId: string) {
  const queryClient = useQueryClient();

  const setStatus = (checkpoint: Checkpoint, status: CheckpointStatus) =>
    queryClient.setQueryData<Checkpoint[]>(
      queryKeys.milestoneCheckpoints(checkpoint.milestoneId),
      (checkpoints) => checkpoints?.map((c) => (c.id === checkpoint.id ? { ...c, status } : c)),
    );

  const mutation = useMutation({
    mutationKey: planStatusMutationKey(goalId),
    mutationFn: ({ checkpoint, status }: Variables) =>
      apiClient
        .patch<Checkpoint>(apiPaths.checkpoint(checkpoint.id), {
          status,
        } satisfies UpdateCheckpointRequest)
        .then((response) => response.data),
    onMutate: async ({ checkpoint, status }) => {
      // Written before the cancel, so the checkbox never flips back for a frame; a cancelled
      // fetch reverts to this data (setQueryData moves TanStack's revert point).
      setStatus(checkpoint, status);
      await queryClient.cancelQueries({
        queryKey: queryKeys.milestoneCheckpoints(checkpoint.milestoneId),
      });
    },
    onError: (error, { checkpoint }) => {
      setStatus(checkpoint, checkpoint.status);
      toastFailure('Error', error, 'Failed to update checkpoint');
    },
    onSettled: (_data, _error, { checkpoint }) => {
      if (!isLastPlanStatusChange(queryClient, goalId)) return;
      void queryClient.invalidateQueries({
        queryKey: queryKeys.milestoneCheckpoints(checkpoint.milestoneId),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalMilestones(goalId) });
    },
  });

  return (checkpoint: Checkpoint, complete: boolean) =>
    mutation.mutate({ checkpoint, status: complete ? 'complete' : 'pending' });
}
