import { apiClient } from '@goalcoach/api';
import type { Milestone, MilestoneStatus, UpdateMilestoneRequest } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { toastFailure } from '@goalcoach/ui';
import { isLastPlanStatusChange, planStatusMutationKey } from './plan-status-mutations';

type Variables = { milestoneId: string; status: MilestoneStatus; previous: MilestoneStatus };

/** Marks a milestone complete or back to upcoming; optimistic, rolled back with a toast. */
export function useUpdateMilestoneStatus(goalId: string) {
  const queryClient = useQueryClient();
  const milestonesKey = queryKeys.goalMilestones(goalId);

  const setStatus = (milestoneId: string, status: MilestoneStatus) =>
    queryClient.setQueryData<Milestone[]>(milestonesKey, (milestones) =>
      milestones?.map((m) => (m.id === milestoneId ? { ...m, status } : m)),
    );

  const mutation = useMutation({
    mutationKey: planStatusMutationKey(goalId),
    mutationFn: ({ milestoneId, status }: Variables) =>
      apiClient
        .patch<Milestone>(apiPaths.milestone(milestoneId), {
          status,
        } satisfies UpdateMilestoneRequest)
        .then((response) => response.data),
    onMutate: async ({ milestoneId, status }) => {
      // Written before the cancel, so the checkbox never flips back for a frame; a cancelled
      // fetch reverts to this data (setQueryData moves TanStack's revert point).
      setStatus(milestoneId, status);
      await queryClient.cancelQueries({ queryKey: milestonesKey });
    },
    onError: (error, { milestoneId, previous }) => {
      setStatus(milestoneId, previous);
      toastFailure('Error', error, 'Failed to update milestone');
    },
    onSettled: (_data, _error, { milestoneId }) => {
      if (!isLastPlanStatusChange(queryClient, goalId)) return;
      void queryClient.invalidateQueries({ queryKey: milestonesKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.milestoneCheckpoints(milestoneId) });
    },
  });

  return (milestone: Milestone, complete: boolean) =>
    mutation.mutate({
      milestoneId: milestone.id,
      status: complete ? 'complete' : 'upcoming',
      previous: milestone.status,
    });
}
