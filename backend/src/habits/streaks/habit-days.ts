import type { StreakEntry, StreakHabit } from './streak-input.js';
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
  /** The day's done count, whatever its status (0 outside the habit's days). */
  doneCountOf(day: number): number;
}

/**
 * A habit's entries as day numbers (days since 1970-01-01, see day-number.ts), as a read can get
 * them from the database without a date string per entry: done entries as parallel arrays of
 * days and counts, skipped entries as days.
 */
export interface DayNumberEntries {
  doneDays: readonly number[];
  doneCounts: readonly number[];
  skippedDays: readonly number[];
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
  const index = new DayIndex(toDayNumber(habit.createdOn), toDayNumber(today));
  for (const entry of entries) {
    const day = toDayNumber(entry.date);
    if (entry.status === 'skipped') index.skip(day);
    else index.addDone(day, entry.count);
  }
  return index.days(habit);
}

/** As habitDays, from entries already given as day numbers. */
export function habitDaysOfNumbers(
  habit: StreakHabit,
  entries: DayNumberEntries,
  today: string,
): HabitDays {
  const index = new DayIndex(toDayNumber(habit.createdOn), toDayNumber(today));
  const { doneDays, doneCounts, skippedDays } = entries;
  doneDays.forEach((day, at) => index.addDone(day, doneCounts[at] ?? 0));
  for (const day of skippedDays) index.skip(day);
  return index.days(habit);
}

/**
 * The days from `first` to `last`, indexed by day - first in typed arrays rather than a Map:
 * statusOf runs for every day of years, twice a read. Several entries on one day add up (done
 * counts) or mark it skipped, whatever their order; days outside the range are ignored.
 */
class DayIndex {
  private readonly doneCounts: Float64Array;
  private readonly skips: Uint8Array;

  constructor(
    private readonly first: number,
    private readonly last: number,
  ) {
    const length = Math.max(0, last - first + 1);
    this.doneCounts = new Float64Array(length);
    this.skips = new Uint8Array(length);
  }

  addDone(day: number, count: number): void {
    if (day < this.first || day > this.last) return;
    const at = day - this.first;
    this.doneCounts[at] = (this.doneCounts[at] ?? 0) + Math.max(0, count);
  }

  skip(day: number): void {
    if (day >= this.first && day <= this.last) this.skips[day - this.first] = 1;
  }

  days(habit: StreakHabit): HabitDays {
    const { first, last, doneCounts, skips } = this;
    const target = dailyTarget(habit);
    const custom = habit.frequency === 'custom';
    const chosen = Array.from({ length: 7 }, (_, weekday) => habit.customDays.includes(weekday));
    // Outside the habit's days the arrays read undefined: neither done nor skipped.
    const doneCountOf = (day: number): number => doneCounts[day - first] ?? 0;
    return {
      first,
      today: last,
      doneCountOf,
      statusOf(day) {
        if (custom && !chosen[weekdayOf(day)]) return 'off';
        if (doneCountOf(day) >= target) return 'done';
        if (skips[day - first]) return 'skipped';
        return day === last ? 'pending' : 'missed';
      },
    };
  }
}
