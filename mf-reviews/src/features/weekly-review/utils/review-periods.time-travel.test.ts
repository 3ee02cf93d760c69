import { inProcessZone, processZonesFor, sessionZoneAt } from '@goalcoach/testing';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { currentYearMonth, isLaterMonth } from '../../monthly-review/utils/months';
import { currentWeek, isInWeek, weekOf } from './week-bounds';

/** Sunday = 0, read from the date itself (no zone involved). */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe.each(timeTravelMoments())('review periods at $name ($zone, $local)', (moment) => {
  const { today } = moment;
  const sunday = shiftDate(today, -weekdayOf(today));
  const thisWeek = { start: sunday, end: shiftDate(sunday, 6) };

  describe.each(processZonesFor(moment))('$where', ({ zone: processZone }) => {
    inProcessZone(processZone);

    it("is this Sunday-to-Saturday week in the account's zone", () => {
      expect(currentWeek(moment.instant, moment.zone)).toEqual(thisWeek);
      expect(currentWeek(moment.instant, sessionZoneAt(moment.zone, moment.instant))).toEqual(
        thisWeek,
      );
      expect(isInWeek(today, thisWeek)).toBe(true);
    });

    it('moves to the week before and after by whole weeks', () => {
      expect(weekOf(shiftDate(sunday, -1))).toEqual({
        start: shiftDate(sunday, -7),
        end: shiftDate(sunday, -1),
      });
      expect(weekOf(shiftDate(sunday, 7)).start).toBe(shiftDate(sunday, 7));
    });

    it("is this month in the account's zone, and next month has not begun", () => {
      const month = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
      expect(currentYearMonth(moment.instant, moment.zone)).toEqual(month);
      const next =
        month.month === 12
          ? { year: month.year + 1, month: 1 }
          : { ...month, month: month.month + 1 };
      expect(isLaterMonth(next, currentYearMonth(moment.instant, moment.zone))).toBe(true);
      expect(isLaterMonth(month, currentYearMonth(moment.instant, moment.zone))).toBe(false);
    });
  });
});
