import type { HabitStrengthPoint } from '@goalcoach/contracts';

/** How far back the text alternative of the strength curve looks. */
const STRENGTH_LOOK_BACK_DAYS = 30;

/** The strength curve in words: 'Strength today 42%, 30 days ago 20%'. */
export function strengthSummary(points: HabitStrengthPoint[]): string {
  const today = points.at(-1);
  if (!today) return 'No strength figures yet.';
  const daysBack = Math.min(STRENGTH_LOOK_BACK_DAYS, points.length - 1);
  const now = `Strength today ${Math.round(today.strength)}%`;
  if (daysBack === 0) return now;
  const then = points[points.length - 1 - daysBack];
  if (!then) return now;
  const ago = daysBack === 1 ? '1 day ago' : `${daysBack} days ago`;
  return `${now}, ${ago} ${Math.round(then.strength)}%`;
}
