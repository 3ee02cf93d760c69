import type { MilestoneWithGoal } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/**
 * Every milestone of every goal. Read again each time the tab opens: ticking checkpoints on a
 * goal's page moves its milestone's status on the server.
 */
export function useAllMilestones() {
  return useQuery<MilestoneWithGoal[]>({
    queryKey: queryKeys.milestones(),
    refetchOnMount: 'always',
  });
}
