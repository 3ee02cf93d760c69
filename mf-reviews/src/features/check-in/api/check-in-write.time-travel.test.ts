import { inProcessZone, processZonesFor } from '@goalcoach/testing';
import { timeTravelMoments } from '@goalcoach/time-travel';
import { checkInWrite } from './use-save-check-in';

/** 'Thu 1 Jan' for a calendar date, from the platform's calendar. */
const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

describe.each(timeTravelMoments())('a check-in kept on the device at $name ($zone)', (moment) => {
  describe.each(processZonesFor(moment))('$where', ({ zone: processZone }) => {
    inProcessZone(processZone);

    it("is named by its day, the account's today", () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(moment.instant);
      const write = checkInWrite({
        date: moment.today,
        completedDailyAction: true,
        confidenceLevel: 7,
      });
      vi.useRealTimers();
      expect(write.what).toBe(`Your check-in of ${dayName(moment.today)}`);
    });
  });
});
