import { inProcessZone, processZonesFor, sessionZoneAt } from '@goalcoach/testing';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { addDays, daysBetween } from './calendar-dates';
import { todayCalendarDate } from './today';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe.each(timeTravelMoments())('today at $name ($zone, $local)', (moment) => {
  describe.each(processZonesFor(moment))('$where', ({ zone: processZone }) => {
    inProcessZone(processZone);

    it("is the account's date, by the zone's name", () => {
      expect(todayCalendarDate(moment.instant, moment.zone)).toBe(moment.today);
      expect(todayCalendarDate(moment.instant, { timeZone: moment.zone })).toBe(moment.today);
    });

    it.each([
      ['a minute before', MINUTE_MS],
      ['12 hours before', 12 * HOUR_MS],
      ['a day before', 24 * HOUR_MS],
    ])("is the account's date by a session answer made %s", (_when, before) => {
      const answer = sessionZoneAt(moment.zone, new Date(moment.instant.getTime() - before));
      expect(todayCalendarDate(moment.instant, answer)).toBe(moment.today);
    });

    it('moves by whole days from today, over month and year ends, DST days and a leap day', () => {
      const { today } = moment;
      expect(addDays(today, 1)).toBe(shiftDate(today, 1));
      expect(addDays(today, -1)).toBe(shiftDate(today, -1));
      expect(addDays(today, -9)).toBe(shiftDate(today, -9));
      expect(addDays(today, -366)).toBe(shiftDate(today, -366));
      expect(daysBetween(shiftDate(today, -1), shiftDate(today, 1))).toBe(2);
      expect(daysBetween(today, shiftDate(today, 365))).toBe(365);
    });
  });
});
