import type { HabitEntry } from '@goalcoach/contracts';
import type { StreakEntry } from '../streaks/streak-input.js';
import type { HabitEntryEntity } from './habit-entry.entity.js';

export function toHabitEntry(entry: HabitEntryEntity): HabitEntry {
  return {
    id: entry.id,
    habitId: entry.habitId,
    entryDate: entry.entryDate,
    completed: entry.status === 'done' && entry.count > 0,
    status: entry.status,
    count: entry.count,
  };
}

/** What the streak engine reads; an un-ticked day (done, count 0) is no entry at all. */
export function toStreakEntries(entries: readonly HabitEntryEntity[]): StreakEntry[] {
  return entries
    .filter((entry) => entry.status === 'skipped' || entry.count > 0)
    .map((entry) => ({ date: entry.entryDate, status: entry.status, count: entry.count }));
}
