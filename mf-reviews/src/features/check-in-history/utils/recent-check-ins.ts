import type { CheckIn } from '@goalcoach/contracts';
import { format, parseISO } from 'date-fns';

/** SPEC §9: how many of the latest check-ins the Weekly tab lists. */
export const RECENT_CHECK_IN_COUNT = 7;

/** The latest check-ins, newest day first. */
export function recentCheckIns(checkIns: CheckIn[]): CheckIn[] {
  return [...checkIns].sort((a, b) => b.date.localeCompare(a.date)).slice(0, RECENT_CHECK_IN_COUNT);
}

/** 'Monday, November 23' from a calendar date (YYYY-MM-DD). */
export function checkInDayLabel(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d');
}
