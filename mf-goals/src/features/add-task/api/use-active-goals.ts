import type { Goal } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

const activeOnly = (goals: Goal[]) => goals.filter((goal) => goal.status === 'active');

/** The goals a new task can join: the user's active ones, from Home's cached goal list. */
export function useActiveGoals() {
  return useQuery({ queryKey: queryKeys.goals(), select: activeOnly });
}
