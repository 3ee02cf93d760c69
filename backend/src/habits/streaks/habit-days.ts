import type { StreakEntry, StreakHabit } from './habit-streaks.js';
import { toDayNumber, weekdayOf } from './day-number.js';

/**
 * What one day means for a habit:
 * - `done`: its done count reaches the day's target (done wins over a skip on the same day);
 * - `skipped`: marked skipped (sick, travel) and not done;
 * - `pending`: today, neither done nor skipped yet, so it cannot break anything before it ends;
 * - `off`: a weekday a custom habit did not choose;
 * - `missed`: anything else.
 */
export type DayStatus = 'done' | 'skipped' | 'pending' | 'off' | 'missed';

export interface HabitDays {
  /** Day number of `createdOn`: earlier days do not exist for the habit. */
  first: number;
  /** Day number of today. When `first > today`, the habit has no days yet. */
  today: number;
  statusOf(day: number): DayStatus;
}

/** Done count one day needs: weekly habits count days (targetCount is days per week). */
export function dailyTarget(habit: StreakHabit): number {
  return habit.frequency === 'weekly' ? 1 : Math.max(1, habit.targetCount);
}

/** Indexes the entries by day; entries before `createdOn` or after today are ignored. */
export function habitDays(
  habit: StreakHabit,
  entries: readonly StreakEntry[],
  today: string,
): HabitDays {
  const first = toDayNumber(habit.createdOn);
  const last = toDayNumber(today);
  // Several entries on one day add up (done counts) or mark it skipped, whatever their order.
  const doneCounts = new Map<number, number>();
  const skips = new Set<number>();
  for (const entry of entries) {
    const day = toDayNumber(entry.date);
    if (day < first || day > last) continue;
    if (entry.status === 'skipped') skips.add(day);
    else doneCounts.set(day, (doneCounts.get(day) ?? 0) + Math.max(0, entry.count));
  }
  const target = dailyTarget(habit);
  const chosen = new Set(habit.customDays);
  const isOff = (day: number): boolean =>
    habit.frequency === 'custom' && !chosen.has(weekdayOf(day));

  return {
    first,
    today: last,
    statusOf(day) {
      if (isOff(day)) return 'off';
      if ((doneCounts.get(day) ?? 0) >= target) return 'done';
      if (skips.has(day)) return 'skipped';
      return day === last ? 'pending' : 'missed';
    },
  };
}
