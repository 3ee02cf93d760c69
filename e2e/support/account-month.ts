/** A calendar month: `month` is 1-12. */
export type YearMonth = { year: number; month: number };

/** The month of `date` (YYYY-MM-DD). */
export function monthOf(date: string): YearMonth {
  const [year, month] = date.split('-').map(Number);
  if (!year || !month) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return { year, month };
}

/** The month before the month of `date` (YYYY-MM-DD). */
export function monthBefore(date: string): YearMonth {
  const { year, month } = monthOf(date);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** Day `day` of a month, as YYYY-MM-DD. */
export function dayOf({ year, month }: YearMonth, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
