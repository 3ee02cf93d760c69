import { apiClient } from '@goalcoach/api';
import type { Milestone, UpdateMilestoneRequest } from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

type Variables = { milestone: Milestone; title: string; description: string };

/** Saves a milestone's new title and description; the caller says what the outcome means. */
export function useEditMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ milestone, title, description }: Variables) =>
      apiClient
        .patch<Milestone>(apiPaths.milestone(milestone.id), {
          title,
          description,
        } satisfies UpdateMilestoneRequest)
        .then((response) => response.data),
    onSuccess: (_saved, { milestone }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.milestones() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalMilestones(milestone.goalId) });
      // Checkpoints name their milestone.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.checkpointsWithContext(milestone.goalId),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.milestoneCheckpoints(milestone.id),
      });
    },
  });
}
