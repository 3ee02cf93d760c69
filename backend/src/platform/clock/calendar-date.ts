import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** A day as the user sees it: `YYYY-MM-DD`, no time, no zone. */
export type CalendarDate = string;

/** The date it is at `now` in the IANA time zone `timeZone`. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The instant the day `date` starts in `timeZone`. */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return format(addCalendarDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** `later` minus `earlier` in whole days. */
export function daysBetween(earlier: CalendarDate, later: CalendarDate): number {
  return differenceInCalendarDays(parseISO(later), parseISO(earlier));
}

/** The Sunday that starts `date`'s week (weeks run Sunday to Saturday). */
export function weekStart(date: CalendarDate): CalendarDate {
  return addDays(date, -parseISO(date).getDay());
}
