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
    // Home's milestones tab lists every goal's milestones.
    queryClient.invalidateQueries({ queryKey: queryKeys.milestones() }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' &&
        path.startsWith(checkpointsPrefix) &&
        path.endsWith('/checkpoints'),
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.goalTasks(goalId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.checkpointsWithContext(goalId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.goalFocusedTasks(goalId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.todayTasks() }),
    invalidateGoalSummaries(queryClient),
  ]).then(() => undefined);
}

/**
 * What follows a change to a goal's tasks: the goal's figures (progress, momentum, task count),
 * Today's Focus, Home's lists and today's tasks. `keepFocus` only marks Today's Focus stale
 * (read again when next shown), so a row just ticked there does not move under the pointer.
 * A personal task (goalId null) counts in no goal: only today's tasks follow.
 */
export function invalidateTaskFigures(
  queryClient: QueryClient,
  goalId: string | null,
  { keepFocus = false }: { keepFocus?: boolean } = {},
): Promise<void> {
  if (!goalId) return queryClient.invalidateQueries({ queryKey: queryKeys.todayTasks() });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.goal(goalId) }),
    queryClient.invalidateQueries({
      queryKey: queryKeys.goalFocusedTasks(goalId),
      refetchType: keepFocus ? 'none' : 'active',
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.todayTasks() }),
    invalidateGoalSummaries(queryClient),
  ]).then(() => undefined);
}
