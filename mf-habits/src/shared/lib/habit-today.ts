import { todayCalendarDate } from '@goalcoach/dates';
import { useSession } from '@goalcoach/session';
import { addDays, format, parseISO } from 'date-fns';

/** Today (YYYY-MM-DD) in the user's own time zone, where the server dates entries. */
export function useHabitToday(): string {
  const timeZone = useSession((session) => session.user?.timeZone);
  return todayCalendarDate(new Date(), timeZone);
}

/** The `count` calendar days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const last = parseISO(today);
  return Array.from({ length: count }, (_, index) =>
    format(addDays(last, index - count + 1), 'yyyy-MM-dd'),
  );
}
