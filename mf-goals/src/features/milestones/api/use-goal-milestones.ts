import type { Milestone } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

export function useGoalMilestones(goalId: string) {
  return useQuery<Milestone[]>({ queryKey: queryKeys.goalMilestones(goalId) });
}
