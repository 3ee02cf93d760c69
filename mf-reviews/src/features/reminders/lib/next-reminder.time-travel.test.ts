import { inProcessZone, processZonesFor } from '@goalcoach/testing';
import { shiftDate, timeTravelMoments, wallClockIn } from '@goalcoach/time-travel';
import { nextReminderAt } from './next-reminder';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When the clock in `zone` shows `time` on `date`, as the push job has it: the first showing of
 * a time the autumn change repeats; a time the spring change skips, as far after the change as
 * it was after the hour the clock jumped from.
 */
function reminderInstant(date: string, time: string, zone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  for (let instant = wall - 15 * HOUR_MS; instant <= wall + 15 * HOUR_MS; instant += MINUTE_MS) {
    if (wallClockIn(instant, zone) === `${date}T${time}`) return instant;
  }
  const before = wall - 24 * HOUR_MS;
  const offsetBefore = Date.parse(`${wallClockIn(before, zone)}:00Z`) - before;
  return wall - offsetBefore;
}

describe.each(timeTravelMoments())('the in-page reminder at $name ($zone, $local)', (moment) => {
  const now = moment.instant.getTime();
  const clock = moment.local.slice(11);
  const minuteAfter = wallClockIn(now + MINUTE_MS, moment.zone).slice(11);
  const minuteBefore = wallClockIn(now - MINUTE_MS, moment.zone).slice(11);
  // The small hours are where DST changes are: skipped in spring, shown twice in autumn.
  const times = [clock, minuteAfter, minuteBefore, '00:00', '00:30', '01:30', '02:30', '03:00'];
  const uniqueTimes = [...new Set([...times, '20:00', '23:59'])];

  describe.each(processZonesFor(moment))('$where', ({ zone: processZone }) => {
    inProcessZone(processZone);

    it.each(uniqueTimes)("is next due when the account's clock shows %s", (time) => {
      const todays = reminderInstant(moment.today, time, moment.zone);
      const expected =
        todays > now ? todays : reminderInstant(shiftDate(moment.today, 1), time, moment.zone);
      const next = nextReminderAt(moment.instant, time, moment.zone);
      expect(next.toISOString()).toBe(new Date(expected).toISOString());
    });

    it('comes once a day: the one after a reminder is the next day’s', () => {
      for (const time of uniqueTimes) {
        const first = nextReminderAt(moment.instant, time, moment.zone);
        const second = nextReminderAt(new Date(first.getTime() + MINUTE_MS), time, moment.zone);
        const firstDate = wallClockIn(first.getTime(), moment.zone).slice(0, 10);
        expect(wallClockIn(second.getTime(), moment.zone).slice(0, 10)).toBe(
          shiftDate(firstDate, 1),
        );
      }
    });
  });
});
