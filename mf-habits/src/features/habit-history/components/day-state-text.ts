import type { Habit, HabitEntry } from '@goalcoach/contracts';
import type { DayState } from '../../../shared/lib/day-state';

/** A day's state in words, e.g. for a cell's accessible name. */
export function dayStateText(
  state: DayState,
  habit: Pick<Habit, 'frequency' | 'targetCount'>,
  entry: Pick<HabitEntry, 'count'> | undefined,
): string {
  if (state === 'done') return 'done';
  if (state === 'skipped') return 'skipped';
  if (state === 'partial') return `partly done (${entry?.count ?? 0} of ${habit.targetCount})`;
  return 'not done';
}
