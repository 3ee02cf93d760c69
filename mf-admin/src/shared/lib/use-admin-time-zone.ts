import { useSession } from '@goalcoach/session';

/** The signed-in admin's own zone, where the server counts "today" and "this month". */
export function useAdminTimeZone(): string | undefined {
  return useSession((session) => session.user?.timeZone);
}
