import { ADMIN_PROJECTION_DAYS } from '@goalcoach/contracts';
import {
  type CalendarDate,
  addDays,
  startOfDayIn,
  todayIn,
} from '../platform/clock/calendar-date.js';

/** A span of time, `start` included, `end` not. */
export interface Span {
  start: Date;
  end: Date;
}

/** "Today", "this month" and "the 7 days before today" on the admin's own calendar. */
export interface AdminCalendar {
  today: CalendarDate;
  day: Span;
  month: Span;
  /**
   * The projection's days: the last 7 completed ones, today left out (just after midnight it
   * has barely begun and would pull the average down).
   */
  lastDays: Span;
}

/** The first day of the month after the one of `date`. */
function nextMonthStart(date: CalendarDate): CalendarDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return `${next}-01`;
}

export function adminCalendar(timeZone: string, now: Date): AdminCalendar {
  const today = todayIn(timeZone, now);
  const todayStart = startOfDayIn(today, timeZone);
  const tomorrow = startOfDayIn(addDays(today, 1), timeZone);
  return {
    today,
    day: { start: todayStart, end: tomorrow },
    month: {
      start: startOfDayIn(`${today.slice(0, 8)}01`, timeZone),
      end: startOfDayIn(nextMonthStart(today), timeZone),
    },
    lastDays: {
      start: startOfDayIn(addDays(today, -ADMIN_PROJECTION_DAYS), timeZone),
      end: todayStart,
    },
  };
}

/** The days from `from` to `to` (both included) as the span they cover in `timeZone`. */
export function daysSpan(from: CalendarDate, to: CalendarDate, timeZone: string): Span {
  return { start: startOfDayIn(from, timeZone), end: startOfDayIn(addDays(to, 1), timeZone) };
}

/**
 * The `count` days ending with `last` as the instants they start at, plus the end of the last:
 * `count + 1` boundaries, each day the span between two of them (23 or 25 hours on a DST day).
 */
export function dayBoundaries(last: CalendarDate, count: number, timeZone: string): Date[] {
  return Array.from({ length: count + 1 }, (_, index) =>
    startOfDayIn(addDays(last, index + 1 - count), timeZone),
  );
}
