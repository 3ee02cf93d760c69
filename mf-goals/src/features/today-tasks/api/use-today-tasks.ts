import type { TodayTask } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/**
 * Today's tasks of every goal, and the goal-less ones. Read again each time the tab opens:
 * the day may have turned, or tasks changed on a goal's page.
 */
export function useTodayTasks() {
  return useQuery<TodayTask[]>({ queryKey: queryKeys.todayTasks(), refetchOnMount: 'always' });
}
