import {
  formatCalendarDate,
  formatShortCalendarDate,
  todayCalendarDate,
  type UserZone,
} from '@goalcoach/dates';
import { addDays, format, parseISO, startOfWeek } from 'date-fns';

/** A week (Sunday to Saturday) as its first and last calendar dates, YYYY-MM-DD. */
export type WeekBounds = { start: string; end: string };

/** The Sunday-to-Saturday week a calendar date (YYYY-MM-DD) falls in. */
export function weekOf(date: string): WeekBounds {
  const sunday = startOfWeek(parseISO(date), { weekStartsOn: 0 });
  return {
    start: format(sunday, 'yyyy-MM-dd'),
    end: format(addDays(sunday, 6), 'yyyy-MM-dd'),
  };
}

/** This week in the user's zone, where the server dates check-ins and entries. */
export function currentWeek(now: Date, zone: UserZone | string | null | undefined): WeekBounds {
  return weekOf(todayCalendarDate(now, zone));
}

export function isInWeek(date: string, week: WeekBounds): boolean {
  return date >= week.start && date <= week.end;
}

/** 'Week of Nov 22 - Nov 28, 2026'. */
export function weekTitle(week: WeekBounds): string {
  return `Week of ${formatShortCalendarDate(week.start)} - ${formatCalendarDate(week.end)}`;
}
