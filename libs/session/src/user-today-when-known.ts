import { todayCalendarDate } from '@goalcoach/dates';
import type { StoreApi } from 'zustand';
import { type SessionState, useSession } from './session-store';

type SessionSource = Pick<StoreApi<SessionState>, 'getState' | 'subscribe'>;

/**
 * Today (YYYY-MM-DD) in the signed-in user's time zone, as soon as the session check has
 * answered (at once if it has): for work that starts before a page renders, e.g. reading
 * today's entries while the page's code runs. Null when nobody is signed in.
 */
export function userTodayWhenKnown(session: SessionSource = useSession): Promise<string | null> {
  const todayOf = ({ user }: SessionState) => (user ? todayCalendarDate(new Date(), user) : null);
  if (session.getState().status !== 'loading') return Promise.resolve(todayOf(session.getState()));
  return new Promise((resolve) => {
    const stop = session.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(todayOf(state));
    });
  });
}
