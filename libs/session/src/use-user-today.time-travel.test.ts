import { inProcessZone, processZonesFor, sessionZoneAt } from '@goalcoach/testing';
import { instantAt, shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { act, renderHook } from '@testing-library/react';
import { useSession } from './session-store';
import { useUserToday } from './use-user-today';
import { userTodayWhenKnown } from './user-today-when-known';

/** The person as the session check at `answeredAt` gives them. */
function signInAt(zone: string, answeredAt: Date) {
  useSession.setState({
    status: 'authenticated',
    user: {
      id: 'u1',
      name: 'Ann',
      email: 'ann@example.com',
      isAdmin: false,
      ...sessionZoneAt(zone, answeredAt),
    },
  });
}

describe.each(timeTravelMoments())("the user's today at $name ($zone, $local)", (moment) => {
  describe.each(processZonesFor(moment))('$where', ({ zone: processZone }) => {
    inProcessZone(processZone);

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(moment.instant);
      signInAt(moment.zone, moment.instant);
    });

    afterEach(() => {
      vi.useRealTimers();
      useSession.setState({ status: 'loading', user: null });
    });

    it("is the account's date, for the page and for work before it renders", async () => {
      expect(renderHook(() => useUserToday()).result.current).toBe(moment.today);
      await expect(userTodayWhenKnown()).resolves.toBe(moment.today);
    });

    it("turns to the next day at the account's midnight, however long the day was", () => {
      const { result } = renderHook(() => useUserToday());
      const midnight = instantAt(`${shiftDate(moment.today, 1)}T00:00`, moment.zone);
      act(() => vi.setSystemTime(midnight.getTime() - 31_000));
      act(() => vi.advanceTimersByTime(30_000));
      expect(result.current).toBe(moment.today);
      act(() => vi.advanceTimersByTime(30_000));
      expect(result.current).toBe(shiftDate(moment.today, 1));
    });
  });
});
