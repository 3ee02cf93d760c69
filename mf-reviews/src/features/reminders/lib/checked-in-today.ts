import type { CheckIn } from '@goalcoach/contracts';
import { todayCalendarDate } from '@goalcoach/dates';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/**
 * Whether the user has checked in today (in their zone), read from the server now: a check-in
 * made on another device counts. A failed read counts as not checked in (remind rather than not).
 */
export async function checkedInToday(
  queryClient: QueryClient,
  timeZone?: string,
): Promise<boolean> {
  const checkIns = await queryClient
    .fetchQuery<CheckIn[]>({ queryKey: queryKeys.checkIns(), staleTime: 0 })
    .catch(() => []);
  const today = todayCalendarDate(new Date(), timeZone);
  return checkIns.some((checkIn) => checkIn.date === today);
}
