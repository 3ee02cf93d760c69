import type { PlanKindOption } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** The kinds and shapes the offline planner can write a plan as; the same for everyone. */
export function usePlanKinds(enabled: boolean) {
  return useQuery<PlanKindOption[]>({
    queryKey: queryKeys.planKinds(),
    enabled,
    staleTime: Infinity,
  });
}
