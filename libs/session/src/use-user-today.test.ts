import { act, renderHook } from '@testing-library/react';
import { useSession } from './session-store';
import { useUserToday } from './use-user-today';

const user = (timeZone: string) => ({
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  isAdmin: false,
  timeZone,
});

describe('useUserToday', () => {
  afterEach(() => {
    vi.useRealTimers();
    useSession.setState({ status: 'loading', user: null });
  });

  it("gives today in the user's zone, not the device's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 22 November in UTC is already 23 November in Auckland (UTC+13).
    vi.setSystemTime(new Date('2026-11-22T23:30:00Z'));
    useSession.setState({ status: 'authenticated', user: user('Pacific/Auckland') });
    expect(renderHook(() => useUserToday()).result.current).toBe('2026-11-23');
  });

  it("moves to the new day when the page stays open past midnight in the user's zone", () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 23:59:40 on 23 November in Berlin.
    vi.setSystemTime(new Date('2026-11-23T22:59:40Z'));
    useSession.setState({ status: 'authenticated', user: user('Europe/Berlin') });
    const { result } = renderHook(() => useUserToday());
    expect(result.current).toBe('2026-11-23');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current).toBe('2026-11-24');
  });
});
