import { tz } from '@date-fns/tz';
import { getMonth, getYear } from 'date-fns';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The English name of a month numbered 1-12. */
export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (!name) throw new RangeError(`No month ${month}`);
  return name;
}

export type YearMonth = { year: number; month: number };

/** This year and month (1-12) in the user's time zone; the browser's when none is known. */
export function currentYearMonth(now: Date, timeZone?: string): YearMonth {
  const options = timeZone ? { in: tz(timeZone) } : undefined;
  return { year: getYear(now, options), month: getMonth(now, options) + 1 };
}

/** The years to offer: the server's choices plus any year shown, ascending, once each. */
export function yearChoices(serverYears: readonly number[] | undefined, ...shown: number[]) {
  return [...new Set([...(serverYears ?? []), ...shown])].sort((a, b) => a - b);
}

/** Whether month `a` comes after month `b`. */
export function isLaterMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year > b.year || (a.year === b.year && a.month > b.month);
}

/** Newest month first. */
export function byNewestMonth(a: YearMonth, b: YearMonth): number {
  return b.year - a.year || b.month - a.month;
}
