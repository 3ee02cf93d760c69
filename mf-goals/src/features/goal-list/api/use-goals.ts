import type { Goal } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';
import { isPlanBuilding } from '../../../shared/api/plan-status';

/** A card saying "Building your plan…" turns ready without a reload. */
const BUILDING_LIST_POLL_MS = 3000;

export function useGoals() {
  return useQuery<Goal[]>({
    queryKey: queryKeys.goals(),
    refetchInterval: (query) =>
      query.state.data?.some((goal) => isPlanBuilding(goal)) ? BUILDING_LIST_POLL_MS : false,
  });
}
