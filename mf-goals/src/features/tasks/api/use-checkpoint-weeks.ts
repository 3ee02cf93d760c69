import type { Checkpoint, Milestone } from '@goalcoach/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

export type CheckpointWeek = Pick<Checkpoint, 'startDate' | 'endDate'>;

/**
 * The first and last day of each of the goal's checkpoints, by checkpoint id. Read from the
 * milestone checkpoint lists the Weekly Checkpoints tab shows, so both share one cache; only
 * once `enabled` (the user turned to Quick Add), so a page view does not read every week.
 */
export function useCheckpointWeeks(goalId: string, enabled: boolean) {
  const milestones = useQuery<Milestone[]>({ queryKey: queryKeys.goalMilestones(goalId) });
  return useQueries({
    queries: (milestones.data ?? []).map((milestone) => ({
      queryKey: queryKeys.milestoneCheckpoints(milestone.id),
      enabled,
    })),
    combine: (results) => {
      const weeks = new Map<string, CheckpointWeek>();
      for (const result of results) {
        for (const checkpoint of (result.data as Checkpoint[] | undefined) ?? []) {
          weeks.set(checkpoint.id, checkpoint);
        }
      }
      return weeks;
    },
  });
}
