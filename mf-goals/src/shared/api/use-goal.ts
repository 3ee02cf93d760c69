import type { Goal } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';
import { isPlanBuilding, PLAN_POLL_INTERVAL_MS } from './plan-status';

/** One goal; asked again every 750 ms while its plan is being built, so progress is live. */
export function useGoal(goalId: string | null) {
  return useQuery<Goal>({
    queryKey: queryKeys.goal(goalId ?? ''),
    enabled: goalId !== null && goalId !== '',
    refetchInterval: (query) => (isPlanBuilding(query.state.data) ? PLAN_POLL_INTERVAL_MS : false),
  });
}
