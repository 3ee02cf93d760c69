import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** A day as the user sees it: `YYYY-MM-DD`, no time, no zone. */
export type CalendarDate = string;

/** The date it is at `now` in the IANA time zone `timeZone`. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Minutes `timeZone` is ahead of UTC at `at`. */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  // Like Date's, TZDate's offset is UTC minus local time.
  return -new TZDate(at.getTime(), timeZone).getTimezoneOffset();
}

/**
 * `timeZone`'s offset at `now` and the last minute it surely holds: a day ahead, or just before
 * the zone's next change when that comes sooner (zones change at most twice a year, so never
 * twice within a day).
 */
export function zoneOffsetAt(timeZone: string, now: Date): { minutes: number; until: Date } {
  const minutes = utcOffsetMinutes(timeZone, now);
  let holds = now.getTime();
  let changed = holds + DAY_MS;
  if (utcOffsetMinutes(timeZone, new Date(changed)) === minutes) {
    return { minutes, until: new Date(changed) };
  }
  while (changed - holds > MINUTE_MS) {
    const middle = holds + Math.floor((changed - holds) / 2);
    if (utcOffsetMinutes(timeZone, new Date(middle)) === minutes) holds = middle;
    else changed = middle;
  }
  return { minutes, until: new Date(holds) };
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
