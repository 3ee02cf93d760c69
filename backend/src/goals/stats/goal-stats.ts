import { addDays } from '../../platform/clock/calendar-date.js';

/** Tasks of one goal on one day. */
export interface TaskDay {
  date: string;
  total: number;
  completed: number;
}

export interface GoalFigures {
  taskCount: number;
  completedTaskCount: number;
  progressPercentage: number;
  momentumPercentage: number;
  resilienceDays: number;
}

/** A bounce-back day reaches this share of its tasks after a day below LOW_DAY. */
const STRONG_DAY = 0.7;
const LOW_DAY = 0.5;
const MOMENTUM_DAYS = 7;

/**
 * Rounded down, so 100 means every task is done (99.6% is not "Complete!").
 */
export function progressPercentage(total: number, completed: number): number {
  return total === 0 ? 0 : Math.floor((100 * completed) / total);
}

/** Completion rate of the tasks dated in the 7 days ending today. */
export function momentumPercentage(days: readonly TaskDay[], today: string): number {
  const since = addDays(today, -(MOMENTUM_DAYS - 1));
  const recent = days.filter((day) => day.date >= since && day.date <= today);
  const total = recent.reduce((sum, day) => sum + day.total, 0);
  const completed = recent.reduce((sum, day) => sum + day.completed, 0);
  return total === 0 ? 0 : Math.round((100 * completed) / total);
}

/** Days up to today at 70%+ of their tasks right after a day (with tasks) under 50%. */
export function resilienceDays(days: readonly TaskDay[], today: string): number {
  const rate = new Map(
    days
      .filter((day) => day.total > 0 && day.date <= today)
      .map((day) => [day.date, day.completed / day.total]),
  );
  let bounces = 0;
  for (const [date, share] of rate) {
    const before = rate.get(addDays(date, -1));
    if (before !== undefined && before < LOW_DAY && share >= STRONG_DAY) bounces += 1;
  }
  return bounces;
}

/**
 * Consecutive days with a check-in whose daily action was done, ending today, or yesterday
 * when today has no check-in yet (the streak is still alive until the day ends).
 */
export function checkInStreak(doneDates: ReadonlySet<string>, today: string): number {
  let day = doneDates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (doneDates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export function goalFigures(days: readonly TaskDay[], today: string): GoalFigures {
  const taskCount = days.reduce((sum, day) => sum + day.total, 0);
  const completedTaskCount = days.reduce((sum, day) => sum + day.completed, 0);
  return {
    taskCount,
    completedTaskCount,
    progressPercentage: progressPercentage(taskCount, completedTaskCount),
    momentumPercentage: momentumPercentage(days, today),
    resilienceDays: resilienceDays(days, today),
  };
}
