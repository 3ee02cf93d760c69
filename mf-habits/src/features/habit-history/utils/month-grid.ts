import { addDays, addMonths, format, parseISO, startOfWeek } from 'date-fns';

/** The calendar shows 6 Sunday-first weeks. */
export const CALENDAR_CELLS = 42;

/** A month as 'YYYY-MM'. */
export type Month = string;

export type CalendarCell = { date: string; inShownMonth: boolean };

function monthOf(date: string): Month {
  return date.slice(0, 7);
}

export function shiftMonth(month: Month, by: number): Month {
  return format(addMonths(parseISO(`${month}-01`), by), 'yyyy-MM');
}

/** 'November 2026'. */
export function monthLabel(month: Month): string {
  return format(parseISO(`${month}-01`), 'MMMM yyyy');
}

/** The 42 days shown for `month`: from the Sunday on or before its 1st, 6 weeks long. */
export function monthGrid(month: Month): CalendarCell[] {
  const start = startOfWeek(parseISO(`${month}-01`), { weekStartsOn: 0 });
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => {
    const date = format(addDays(start, index), 'yyyy-MM-dd');
    return { date, inShownMonth: monthOf(date) === month };
  });
}

/** The calendar goes from the habit's creation month to the current month. */
export type MonthRange = { first: Month; last: Month };

export function monthRange(createdOn: string, today: string): MonthRange {
  const last = monthOf(today);
  const first = monthOf(createdOn);
  return { first: first < last ? first : last, last };
}

/**
 * Every day of the habit's life shown in the grid can be ticked, the neighbouring months' days
 * too: on the 2nd, the 30th sits in the first row and is ticked there, with no trip to the
 * previous month. Days before the habit's creation and after today cannot.
 */
export function isDayClickable(date: string, createdOn: string, today: string): boolean {
  return date >= createdOn && date <= today;
}
