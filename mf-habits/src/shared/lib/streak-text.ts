import type { Habit } from '@goalcoach/contracts';

/** '3 days', '1 week': a streak in its unit. */
export function streakText(count: number, unit: Habit['streakUnit']): string {
  const singular = unit === 'weeks' ? 'week' : 'day';
  return `${count} ${count === 1 ? singular : `${singular}s`}`;
}
