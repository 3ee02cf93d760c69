import { compareIsoDates } from '@goalcoach/dates';
import { type CheckIn, RECENT_CHECK_IN_COUNT } from '@goalcoach/contracts';
import { format, parseISO } from 'date-fns';

/** The latest check-ins, newest day first. */
export function recentCheckIns(checkIns: CheckIn[]): CheckIn[] {
  return [...checkIns]
    .sort((a, b) => compareIsoDates(b.date, a.date))
    .slice(0, RECENT_CHECK_IN_COUNT);
}

/** 'Monday, November 23' from a calendar date (YYYY-MM-DD). */
export function checkInDayLabel(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d');
}
