import type { Goal } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** The user's goals a habit can be linked to (GET /api/goals). */
export function useGoalChoices() {
  return useQuery<Goal[]>({ queryKey: queryKeys.goals() });
}
