import type { Checkpoint, Milestone } from '@goalcoach/contracts';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

export type CheckpointWeek = Pick<Checkpoint, 'startDate' | 'endDate'>;

export type CheckpointWeeks = {
  /** By checkpoint id. */
  weeks: Map<string, CheckpointWeek>;
  /** The milestones or a milestone's checkpoints could not be read: some weeks stay unknown. */
  isError: boolean;
  /** Reads again what failed. */
  retry: () => void;
  retrying: boolean;
};

/** Outside the hook, so TanStack keeps the combined answer while the results do not change. */
function combineWeeks(results: UseQueryResult[]) {
  const weeks = new Map<string, CheckpointWeek>();
  for (const result of results) {
    for (const checkpoint of (result.data as Checkpoint[] | undefined) ?? []) {
      weeks.set(checkpoint.id, checkpoint);
    }
  }
  return {
    weeks,
    failed: results.filter((result) => result.isError).map((result) => result.refetch),
    fetching: results.some((result) => result.isFetching),
  };
}

/**
 * The first and last day of each of the goal's checkpoints, by checkpoint id. Read from the
 * milestone checkpoint lists the Weekly Checkpoints tab shows, so both share one cache; only
 * once `enabled` (the user turned to Quick Add), so a page view does not read every week.
 */
export function useCheckpointWeeks(goalId: string, enabled: boolean): CheckpointWeeks {
  const milestones = useQuery<Milestone[]>({ queryKey: queryKeys.goalMilestones(goalId) });
  const checkpoints = useQueries({
    queries: (milestones.data ?? []).map((milestone) => ({
      queryKey: queryKeys.milestoneCheckpoints(milestone.id),
      enabled,
    })),
    combine: combineWeeks,
  });
  return {
    weeks: checkpoints.weeks,
    isError: milestones.isError || checkpoints.failed.length > 0,
    retry: () => {
      if (milestones.isError) void milestones.refetch();
      for (const refetch of checkpoints.failed) void refetch();
    },
    retrying: milestones.isFetching || checkpoints.fetching,
  };
}
