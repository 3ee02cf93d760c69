import { todayCalendarDate } from '@goalcoach/dates';
import { useEffect, useState } from 'react';
import { useSession } from './session-store';

/** How often an open page checks whether the user's day has changed. */
const DAY_CHECK_MS = 30_000;

/**
 * Today (YYYY-MM-DD) in the signed-in user's own time zone, where the server dates entries and
 * check-ins. A page left open past midnight moves to the new day (checked every half minute and
 * when the tab comes back), so an entry made then never lands on yesterday.
 */
export function useUserToday(): string {
  const zone = useSession((session) => session.user);
  const [today, setToday] = useState(() => todayCalendarDate(new Date(), zone));
  useEffect(() => {
    const check = () => setToday(todayCalendarDate(new Date(), zone));
    check();
    const timer = window.setInterval(check, DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [zone]);
  return today;
}
