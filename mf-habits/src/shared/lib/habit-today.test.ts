import { useSession } from '@goalcoach/session';
import { act, renderHook } from '@testing-library/react';
import { lastDays, useHabitToday } from './habit-today';

describe('lastDays', () => {
  it('gives the days ending today, oldest first, across a month end', () => {
    expect(lastDays('2026-12-02', 4)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('keeps whole days across the change to summer time', () => {
    expect(lastDays('2026-03-30', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('useHabitToday', () => {
  afterEach(() => vi.useRealTimers());

  it('moves to the new day when the page stays open past midnight in the user’s zone', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 23:59:40 on 23 November in Berlin.
    vi.setSystemTime(new Date('2026-11-23T22:59:40Z'));
    useSession.setState({
      user: {
        id: 'u1',
        name: 'Ann',
        email: 'ann@example.com',
        isAdmin: false,
        timeZone: 'Europe/Berlin',
      },
    });
    const { result } = renderHook(() => useHabitToday());
    expect(result.current).toBe('2026-11-23');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current).toBe('2026-11-24');
  });
});
