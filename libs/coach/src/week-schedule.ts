import { utcDay } from './goal-date.js';
import { weekDays } from './coach-output.js';

/**
 * The plan days of week `week` for `count` tasks in order. With the weekdays the person said
 * they have (and the weekday of day 1), tasks fall only on those days, spread over them; else
 * over the whole week (five tasks in seven days fall on days 1, 2, 3, 5, 6 of it).
 */
export function taskDays(
  week: number,
  count: number,
  freeWeekdays: readonly number[],
  firstWeekday: number | null,
): number[] {
  const { first, last } = weekDays(week);
  const all = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const free =
    firstWeekday === null || freeWeekdays.length === 0
      ? []
      : all.filter((day) => freeWeekdays.includes((firstWeekday + day - 1) % 7));
  const days = free.length > 0 ? free : all;
  return Array.from(
    { length: count },
    (_, index) => days[Math.floor((index * days.length) / count)] ?? first,
  );
}

/** The weekday (0 Sunday) of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  return utcDay(date).getUTCDay();
}
