import { addDays, format, parseISO, startOfWeek } from 'date-fns';

/** A year and a bit, so today's weekday a year ago is always on the map (like GitHub's). */
export const HEAT_MAP_WEEKS = 53;

/** One column: Sunday to Saturday; days after today are null (not drawn). */
export type HeatMapWeek = (string | null)[];

/** The last `weeks` Sunday-first weeks, oldest first, the last one holding today. */
export function heatMapWeeks(today: string, weeks = HEAT_MAP_WEEKS): HeatMapWeek[] {
  const firstSunday = addDays(startOfWeek(parseISO(today), { weekStartsOn: 0 }), -7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = format(addDays(firstSunday, week * 7 + weekday), 'yyyy-MM-dd');
      return date <= today ? date : null;
    }),
  );
}

export type HeatMapMonthLabel = { column: number; label: string };

/** A label ('Nov') over each column holding the 1st of a month. */
export function heatMapMonthLabels(weeks: HeatMapWeek[]): HeatMapMonthLabel[] {
  return weeks.flatMap((week, column) => {
    const first = week.find((date) => date?.endsWith('-01'));
    return first ? [{ column, label: format(parseISO(first), 'MMM') }] : [];
  });
}
