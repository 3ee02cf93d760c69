import { inProcessZone, processZonesFor } from '@goalcoach/testing';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { lastDays } from '../../../shared/lib/habit-today';
import { heatMapWeeks, HEAT_MAP_WEEKS } from './heat-map-weeks';
import {
  CALENDAR_CELLS,
  isDayClickable,
  monthGrid,
  monthLabel,
  monthRange,
  shiftMonth,
} from './month-grid';

/** Sunday = 0, read from the date itself (no zone involved). */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** 'January 2027' for '2027-01', from the platform's calendar. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** `count` consecutive dates from `first`. */
const run = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => shiftDate(first, index));

describe.each(timeTravelMoments())('history dates at $name ($zone, $local)', (moment) => {
  const { today } = moment;
  const month = today.slice(0, 7);
  const previousMonth = shiftDate(`${month}-01`, -1).slice(0, 7);
  const nextMonth = shiftDate(`${month}-28`, 7).slice(0, 7);

  describe.each(processZonesFor(moment))('$where', ({ zone: processZone }) => {
    inProcessZone(processZone);

    it('ends the row of recent days on today, one calendar day apart', () => {
      expect(lastDays(today, 10)).toEqual(run(shiftDate(today, -9), 10));
    });

    it("shows today's month in six Sunday-first weeks, today among its days", () => {
      const cells = monthGrid(month);
      const first = cells[0]?.date ?? '';
      expect(cells).toHaveLength(CALENDAR_CELLS);
      expect(weekdayOf(first)).toBe(0);
      expect(cells.map((cell) => cell.date)).toEqual(run(first, CALENDAR_CELLS));
      expect(cells.find((cell) => cell.date === today)?.inShownMonth).toBe(true);
      expect(cells.find((cell) => cell.date === `${month}-01`)?.inShownMonth).toBe(true);
      // The days before the 1st in the first row are the previous month's.
      const leading = cells.slice(0, weekdayOf(`${month}-01`));
      expect(leading.every((cell) => !cell.inShownMonth)).toBe(true);
      expect(leading.map((cell) => cell.date.slice(0, 7))).toEqual(
        leading.map(() => previousMonth),
      );
      expect(monthLabel(month)).toBe(monthName(month));
    });

    it('goes from the creation month to this one, a month at a time over the year end', () => {
      const createdOn = shiftDate(today, -40);
      expect(monthRange(createdOn, today)).toEqual({ first: createdOn.slice(0, 7), last: month });
      expect(shiftMonth(month, -1)).toBe(previousMonth);
      expect(shiftMonth(month, 1)).toBe(nextMonth);
      expect(shiftMonth(previousMonth, 1)).toBe(month);
    });

    it("lets the habit's life be ticked, yesterday too, but not tomorrow", () => {
      const createdOn = shiftDate(today, -40);
      expect(isDayClickable(today, createdOn, today)).toBe(true);
      expect(isDayClickable(shiftDate(today, -1), createdOn, today)).toBe(true);
      expect(isDayClickable(shiftDate(today, 1), createdOn, today)).toBe(false);
      for (const cell of monthGrid(month).filter((candidate) => candidate.date < `${month}-01`)) {
        expect(isDayClickable(cell.date, createdOn, today)).toBe(true);
      }
    });

    it("ends the heat map on today, in today's Sunday-first week", () => {
      const weeks = heatMapWeeks(today);
      expect(weeks).toHaveLength(HEAT_MAP_WEEKS);
      const days = weeks.flat();
      const drawn = days.filter((date): date is string => date !== null);
      expect(drawn.at(-1)).toBe(today);
      const [first = ''] = drawn;
      expect(weekdayOf(first)).toBe(0);
      expect(drawn).toEqual(run(first, drawn.length));
      expect(days.indexOf(today) % 7).toBe(weekdayOf(today));
      // Today's weekday a year ago is on the map.
      expect(drawn).toContain(shiftDate(today, -52 * 7));
    });
  });
});
