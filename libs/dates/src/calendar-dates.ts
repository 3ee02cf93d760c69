import {
  addDays as addDaysTo,
  differenceInCalendarDays,
  format,
  isValid,
  parseISO,
} from 'date-fns';

/**
 * "Nov 22, 2026" from a calendar date (YYYY-MM-DD). parseISO reads it as a local day;
 * `new Date('2026-11-22')` would be UTC midnight and show the day before west of Greenwich.
 */
export function formatCalendarDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : value;
}

/** "Nov 22" from a calendar date, for compact ranges. */
export function formatShortCalendarDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d') : value;
}

/** The calendar date (YYYY-MM-DD) `days` after `date`; negative goes back. DST days count once. */
export function addDays(date: string, days: number): string {
  return format(addDaysTo(parseISO(date), days), 'yyyy-MM-dd');
}

/** Calendar days from `from` to `to` (YYYY-MM-DD): 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/**
 * Orders ISO 8601 dates or instants (`2026-11-22`, `2026-11-22T08:00:00.000Z`), oldest first,
 * for `sort`. Such text sorts by its characters; a locale's collation (`localeCompare`) is
 * not needed, and its first use costs a phone tens of milliseconds.
 */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
