import type { Checkpoint, Milestone } from '@goalcoach/contracts';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** One milestone's weekly checkpoints, fetched once `enabled` (e.g. when it is expanded). */
export function useMilestoneCheckpoints(milestoneId: string, enabled = true) {
  return useQuery<Checkpoint[]>({ queryKey: queryKeys.milestoneCheckpoints(milestoneId), enabled });
}

/**
 * Starts reading a milestone's checkpoints before it is opened (pointer or focus on its toggle),
 * so the list is there when it unfolds instead of growing under the pointer.
 */
export function usePrefetchMilestoneCheckpoints() {
  const queryClient = useQueryClient();
  return (milestoneId: string) =>
    void queryClient.prefetchQuery({ queryKey: queryKeys.milestoneCheckpoints(milestoneId) });
}

/** The checkpoints of every milestone, in milestone order. */
export function useCheckpointsOfMilestones(milestones: readonly Milestone[]) {
  return useQueries({
    queries: milestones.map((milestone) => ({
      queryKey: queryKeys.milestoneCheckpoints(milestone.id),
    })),
    combine: (results) => ({
      checkpoints: results.map((result) => result.data as Checkpoint[] | undefined),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
