import { todayCalendarDate } from '@goalcoach/dates';
import { useSession } from '@goalcoach/session';
import { addDays, format, parseISO } from 'date-fns';
import { useEffect, useState } from 'react';

/** How often an open page checks whether the user's day has changed. */
const DAY_CHECK_MS = 30_000;

/**
 * Today (YYYY-MM-DD) in the user's own time zone, where the server dates entries. A page left
 * open past midnight moves to the new day (checked every half minute and when the tab comes
 * back), so "Completed today" never writes yesterday.
 */
export function useHabitToday(): string {
  const timeZone = useSession((session) => session.user?.timeZone);
  const [today, setToday] = useState(() => todayCalendarDate(new Date(), timeZone));
  useEffect(() => {
    const check = () => setToday(todayCalendarDate(new Date(), timeZone));
    check();
    const timer = window.setInterval(check, DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeZone]);
  return today;
}

/** The `count` calendar days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const last = parseISO(today);
  return Array.from({ length: count }, (_, index) =>
    format(addDays(last, index - count + 1), 'yyyy-MM-dd'),
  );
}
