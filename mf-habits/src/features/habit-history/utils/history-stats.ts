import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { dayStateOf } from '../../../shared/lib/day-state';
import { lastDays } from '../../../shared/lib/habit-today';

export const RECENT_DAYS = 10;

export type RecentRate = {
  /** Whole percent, 0-100. */
  percent: number;
  doneDays: number;
  /** The days the percentage is of: the last 10 since creation, or 10 for weekly habits. */
  countedDays: number;
};

export function entriesByDate(entries: HabitEntry[]): Map<string, HabitEntry> {
  return new Map(entries.map((entry) => [entry.entryDate, entry]));
}

/**
 * Done days among the last 10 days the habit existed. A weekly habit is not due every day,
 * so its figure is its done days out of the 10 calendar days.
 */
export function recentRate(
  habit: Pick<Habit, 'frequency' | 'targetCount' | 'createdOn'>,
  byDate: Map<string, HabitEntry>,
  today: string,
): RecentRate {
  const days = lastDays(today, RECENT_DAYS);
  const counted =
    habit.frequency === 'weekly' ? days : days.filter((date) => date >= habit.createdOn);
  const doneDays = counted.filter((date) => dayStateOf(habit, byDate.get(date)) === 'done').length;
  const countedDays = habit.frequency === 'weekly' ? RECENT_DAYS : counted.length;
  const percent = countedDays === 0 ? 0 : Math.round((doneDays / countedDays) * 100);
  return { percent, doneDays, countedDays };
}

/** Days with at least one completion (a done entry with a count), whole or partial. */
export function daysActive(entries: HabitEntry[]): number {
  return entries.filter((entry) => entry.status === 'done' && entry.count > 0).length;
}
