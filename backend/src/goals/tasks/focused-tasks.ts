import type { FocusedTasks, Task } from '@goalcoach/contracts';
import { addDays, daysBetween } from '../../platform/clock/calendar-date.js';
import { PLAN_RULES } from '../plan/plan-schema.js';

/** Today's Focus: one main task plus at most 3 optional overflow tasks. */
const OVERFLOW_LIMIT = 3;

/** The plan week (1-13) holding `today`, or null before the plan starts or after it ends. */
export function currentPlanWeek(
  today: string,
  plan: { startDate: string; endDate: string },
): number | null {
  if (today < plan.startDate || today > plan.endDate) return null;
  return Math.min(Math.floor(daysBetween(plan.startDate, today) / 7) + 1, PLAN_RULES.weeks);
}

/**
 * First and last day of the 7-day week, counted from the start date, holding today; before
 * the start, the first week (the one about to begin).
 */
export function planWeekOf(today: string, startDate: string): { start: string; end: string } {
  const weekIndex = Math.max(0, Math.floor(daysBetween(startDate, today) / 7));
  const start = addDays(startDate, weekIndex * 7);
  return { start, end: addDays(start, 6) };
}

/**
 * Today's Focus of a goal: today's tasks (pending first), else the pending tasks left in the
 * current plan week; when nothing at all is scheduled that week, the earliest open task. One
 * main task first; the others are overflow for when there is time. `tasks` are the goal's, in
 * date and position order.
 */
export function focusedTasks(
  tasks: readonly Task[],
  today: string,
  plan: { startDate: string; endDate: string },
): FocusedTasks {
  const currentWeek = currentPlanWeek(today, plan);
  const week = planWeekOf(today, plan.startDate);
  const inWeek = (task: Task) => task.date >= week.start && task.date <= week.end;
  const todays = tasks
    .filter((task) => task.date === today)
    .sort((a, b) => Number(a.status === 'completed') - Number(b.status === 'completed'));
  const restOfWeek = tasks.filter(
    (task) => task.status === 'pending' && task.date !== today && inWeek(task),
  );

  const [main, ...others] = todays.length > 0 ? [...todays, ...restOfWeek] : restOfWeek;
  if (main) {
    return {
      currentWeek,
      focusedTasks: [main, ...others.slice(0, OVERFLOW_LIMIT)],
      source: todays.length > 0 ? 'today' : 'week',
    };
  }
  // A week whose tasks are all done has nothing more to offer; an empty week (a gap in the
  // plan, or the days around it) points at the earliest open task instead.
  const nextOpen = tasks.some(inWeek)
    ? undefined
    : tasks
        .filter((task) => task.status === 'pending')
        .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (nextOpen) return { currentWeek, focusedTasks: [nextOpen], source: 'next' };
  return { currentWeek, focusedTasks: [], source: tasks.length === 0 ? 'empty' : 'done' };
}
