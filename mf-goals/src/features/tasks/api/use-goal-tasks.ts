import type { Task } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** All of a goal's tasks, ordered by date; every task view of the goal reads this one list. */
export function useGoalTasks(goalId: string) {
  return useQuery<Task[]>({ queryKey: queryKeys.goalTasks(goalId) });
}
