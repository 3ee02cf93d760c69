import { TZDate } from '@date-fns/tz';
import { format, getDaysInMonth } from 'date-fns';
import { type CalendarDate, startOfDayIn } from '../../platform/clock/calendar-date.js';

/** A calendar month as one user lives it: its dates, and the instants it spans in their zone. */
export interface MonthPeriod {
  year: number;
  /** 1-12. */
  month: number;
  firstDay: CalendarDate;
  lastDay: CalendarDate;
  /** Local midnight of the first day. */
  start: Date;
  /** Local midnight of the next month's first day (excluded). */
  end: Date;
  /** e.g. "November 2025". */
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function monthPeriod(year: number, month: number, timeZone: string): MonthPeriod {
  const days = getDaysInMonth(new Date(year, month - 1, 1));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const firstDay = `${year}-${pad(month)}-01`;
  return {
    year,
    month,
    firstDay,
    lastDay: `${year}-${pad(month)}-${pad(days)}`,
    start: startOfDayIn(firstDay, timeZone),
    end: startOfDayIn(`${next.year}-${pad(next.month)}-01`, timeZone),
    name: format(new Date(year, month - 1, 1), 'MMMM yyyy'),
  };
}

/** The year and month it is at `now` in `timeZone`. */
export function monthAt(timeZone: string, now: Date): { year: number; month: number } {
  const local = new TZDate(now.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1 };
}
