import type { HabitEntriesQuery } from '@goalcoach/contracts';
import { lastDays } from '../../../shared/lib/habit-today';

/** The habit cards' day row shows the last 10 days: today and the nine before. */
const DAY_ROW_LENGTH = 10;

/** The days of the habit cards' day row, oldest first, ending with `today`. */
export function dayRowDays(today: string): string[] {
  return lastDays(today, DAY_ROW_LENGTH);
}

/** Every habit's entries for the day row, in one query. */
export function dayRowEntriesQuery(today: string): HabitEntriesQuery {
  return { from: dayRowDays(today)[0] ?? today, to: today };
}
