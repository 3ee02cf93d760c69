import type { Task } from '@goalcoach/contracts';
import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

/** SPEC §9: one task for today plus 2-3 optional overflow tasks. */
export const OVERFLOW_LIMIT = 3;

export type TodaysFocus = {
  main: Task | null;
  overflow: Task[];
  /**
   * Where the main task comes from: today's date, the rest of the plan's current week, or (for
   * a week with nothing scheduled) the earliest open task. Without one: the week's tasks are
   * all done, or the plan has no tasks at all.
   */
  source: 'today' | 'week' | 'next' | 'done' | 'empty';
};

/** First and last calendar day of the plan week (7 days from the start date) holding today. */
export function planWeekOf(today: string, goalStartDate: string): { start: string; end: string } {
  const start = parseISO(goalStartDate);
  const day = parseISO(today);
  if (!isValid(start) || !isValid(day)) return { start: today, end: today };
  const weekIndex = Math.max(0, Math.floor(differenceInCalendarDays(day, start) / 7));
  const weekStart = addDays(start, weekIndex * 7);
  return {
    start: format(weekStart, 'yyyy-MM-dd'),
    end: format(addDays(weekStart, 6), 'yyyy-MM-dd'),
  };
}

/**
 * Today's Focus: today's tasks (pending first), else the pending tasks left in the current
 * plan week. One main task; the others are overflow for when there is time.
 */
export function pickTodaysFocus(
  tasks: readonly Task[],
  today: string,
  goalStartDate: string,
): TodaysFocus {
  const week = planWeekOf(today, goalStartDate);
  const todays = tasks
    .filter((task) => task.date === today)
    .sort((a, b) => Number(a.status === 'completed') - Number(b.status === 'completed'));
  const restOfWeek = tasks.filter(
    (task) =>
      task.status === 'pending' &&
      task.date !== today &&
      task.date >= week.start &&
      task.date <= week.end,
  );

  const [main, ...others] = todays.length > 0 ? [...todays, ...restOfWeek] : restOfWeek;
  if (!main) {
    const weekHasTasks = tasks.some((task) => task.date >= week.start && task.date <= week.end);
    const nextOpen = weekHasTasks
      ? undefined
      : tasks
          .filter((task) => task.status === 'pending')
          .sort((a, b) => a.date.localeCompare(b.date))[0];
    if (nextOpen) return { main: nextOpen, overflow: [], source: 'next' };
    return { main: null, overflow: [], source: tasks.length === 0 ? 'empty' : 'done' };
  }
  return {
    main,
    overflow: others.slice(0, OVERFLOW_LIMIT),
    source: todays.length > 0 ? 'today' : 'week',
  };
}
