import { apiClient } from '@goalcoach/api';
import type { SessionUser } from '@goalcoach/contracts';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Asks the server who is signed in; any failure counts as signed out (SPEC §4). */
  checkSession: () => Promise<void>;
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
  /**
   * The server answered that the session is gone (expired or revoked). Signs out only a
   * signed-in page; returns whether it did, so the ending is announced once, not per call.
   */
  sessionEnded: () => boolean;
};

export type SessionFetcher = () => Promise<SessionUser>;

const fetchSessionUser: SessionFetcher = async () => {
  const { data } = await apiClient.get<SessionUser>('/auth/user');
  return data;
};

export function createSessionStore(fetchUser: SessionFetcher = fetchSessionUser) {
  let latestCheck = 0;
  // The app starts a check before it renders, and the page's gate asks again: one request.
  let checking: Promise<void> | null = null;
  return create<SessionState>()((set, get) => ({
    status: 'loading',
    user: null,
    checkSession: () => {
      checking ??= (async () => {
        const check = ++latestCheck;
        try {
          const user = await fetchUser();
          // A sign-in or sign-out that happened meanwhile is newer than this answer.
          if (check === latestCheck) set({ status: 'authenticated', user });
        } catch {
          if (check === latestCheck) set({ status: 'unauthenticated', user: null });
        } finally {
          checking = null;
        }
      })();
      return checking;
    },
    signedIn: (user) => {
      latestCheck++;
      set({ status: 'authenticated', user });
    },
    signedOut: () => {
      latestCheck++;
      set({ status: 'unauthenticated', user: null });
    },
    sessionEnded: () => {
      // While loading, the check itself reports the 401; signed out is signed out already.
      if (get().status !== 'authenticated') return false;
      latestCheck++;
      set({ status: 'unauthenticated', user: null });
      return true;
    },
  }));
}

/** The app's one session store, shared by the shell and the remotes as a singleton. */
export const useSession = createSessionStore();
