import type { Goal } from '@goalcoach/contracts';

/** A goal counts as new for 24 hours. */
const NEW_GOAL_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isGoalComplete(goal: Pick<Goal, 'progressPercentage'>): boolean {
  return goal.progressPercentage >= 100;
}

/**
 * The NEW badge: created within the last 24 hours and not yet complete. A creation time after
 * `now` (the browser's clock behind the server's) is as new as can be.
 */
export function isNewGoal(
  goal: Pick<Goal, 'createdAt' | 'progressPercentage'>,
  now: Date,
): boolean {
  const created = Date.parse(goal.createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age < NEW_GOAL_WINDOW_MS && !isGoalComplete(goal);
}
