import {
  type DayNumberEntries,
  type HabitDays,
  dailyTarget,
  habitDays,
  habitDaysOfNumbers,
} from './habit-days.js';
import { strengthPercent, strengthScores } from './habit-strength.js';
import { dayEffects, weekEffects } from './period-effects.js';
import type { StreakEntry, StreakHabit } from './streak-input.js';
import { streakRuns } from './streak-runs.js';
import { AUTOMATED_AT, habitTier } from './tiers.js';

// The rules are written out in README.md beside this file.

export interface HabitStreaks {
  unit: 'days' | 'weeks';
  current: number;
  best: number;
  /** Today's done count reaches the day's target (targetCount; 1 for weekly habits). */
  doneToday: boolean;
  /** 0-100, integer percent (Loop Habit Tracker's score). */
  strength: number;
  /** Tiers at 7, 21, 66 and 100; past 100: 'Master level'. */
  tier: { name: string | null; next: { name: string; at: number } | null; progressPercent: number };
  /** current >= 21 */
  automated: boolean;
}

/**
 * Streaks, tier and strength of one habit, computed from its entries on every read (never a
 * stored counter). All dates are the user's local calendar dates, so this is time-zone free.
 */
export function habitStreaks(
  habit: StreakHabit,
  entries: readonly StreakEntry[],
  today: string,
): HabitStreaks {
  return streaksOf(habit, habitDays(habit, entries, today));
}

/** As habitStreaks, from entries already given as day numbers (a read's fast path). */
export function habitStreaksOfNumbers(
  habit: StreakHabit,
  entries: DayNumberEntries,
  today: string,
): HabitStreaks {
  return streaksOf(habit, habitDaysOfNumbers(habit, entries, today));
}

function streaksOf(habit: StreakHabit, days: HabitDays): HabitStreaks {
  const weekly = habit.frequency === 'weekly';
  const { current, best } = streakRuns(weekly ? weekEffects(days, habit) : dayEffects(days));
  const scores = strengthScores(habit, days);
  return {
    unit: weekly ? 'weeks' : 'days',
    current,
    best,
    doneToday: days.first <= days.today && days.doneCountOf(days.today) >= dailyTarget(habit),
    strength: strengthPercent(scores[scores.length - 1] ?? 0),
    tier: habitTier(current),
    automated: current >= AUTOMATED_AT,
  };
}
