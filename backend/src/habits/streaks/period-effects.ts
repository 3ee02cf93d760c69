import type { StreakHabit } from './streak-input.js';
import type { DayStatus, HabitDays } from './habit-days.js';
import { weekStartOf } from './day-number.js';
import type { PeriodEffect } from './streak-runs.js';

/** Days per week a weekly habit asks for: at least 1, at most the 7 days a week has. */
export function weeklyTarget(habit: StreakHabit): number {
  return Math.min(7, Math.max(1, habit.targetCount));
}

const DAY_EFFECT: Record<DayStatus, PeriodEffect> = {
  done: 'extends',
  missed: 'breaks',
  skipped: 'neutral',
  pending: 'neutral',
  off: 'neutral',
};

/** Daily and custom habits: one period per day, from creation to today. */
export function dayEffects(days: HabitDays): PeriodEffect[] {
  const effects: PeriodEffect[] = [];
  for (let day = days.first; day <= days.today; day++) effects.push(DAY_EFFECT[days.statusOf(day)]);
  return effects;
}

/**
 * Weekly habits: one period per Sunday-to-Saturday week, from the week of creation to this week.
 * A week asks for `min(targetCount, days it can be done)`, where the days it can be done are the
 * week's days from creation on, minus its skipped days (future days of this week still count as
 * possible). So skipped days lower what the week asks for, and a week with no possible day
 * (all skipped) is neutral. This week is neutral until it reaches its target or ends.
 */
export function weekEffects(days: HabitDays, habit: StreakHabit): PeriodEffect[] {
  const target = weeklyTarget(habit);
  const effects: PeriodEffect[] = [];
  if (days.first > days.today) return effects;
  const thisWeek = weekStartOf(days.today);
  for (let week = weekStartOf(days.first); week <= thisWeek; week += 7) {
    const from = Math.max(week, days.first);
    const to = Math.min(week + 6, days.today);
    let done = 0;
    let skipped = 0;
    for (let day = from; day <= to; day++) {
      const status = days.statusOf(day);
      if (status === 'done') done++;
      else if (status === 'skipped') skipped++;
    }
    const possible = week + 6 - from + 1 - skipped;
    if (possible === 0) effects.push('neutral');
    else if (done >= Math.min(target, possible)) effects.push('extends');
    else effects.push(week === thisWeek ? 'neutral' : 'breaks');
  }
  return effects;
}
