import { todayCalendarDate } from '@goalcoach/dates';
import { useSession } from '@goalcoach/session';

/** Today (YYYY-MM-DD) in the signed-in user's zone, where the server dates check-ins. */
export function useUserToday(): string {
  const timeZone = useSession((session) => session.user?.timeZone);
  return todayCalendarDate(new Date(), timeZone);
}
