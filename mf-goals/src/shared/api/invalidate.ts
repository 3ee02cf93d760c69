import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** The goal list and the stats strip: both change whenever a goal or its tasks change. */
export function invalidateGoalSummaries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.goals() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats() }),
  ]).then(() => undefined);
}

/** Everything a (re)built plan replaces: milestones, every milestone's checkpoints, tasks. */
export function invalidatePlan(queryClient: QueryClient, goalId: string): Promise<void> {
  const checkpointsPrefix = '/milestones/';
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.goalMilestones(goalId) }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' &&
        path.startsWith(checkpointsPrefix) &&
        path.endsWith('/checkpoints'),
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(goalId) }),
    invalidateGoalSummaries(queryClient),
  ]).then(() => undefined);
}
