import { apiClient, isApiError, offlineCache } from '@goalcoach/api';
import type { SessionUser } from '@goalcoach/contracts';
import { create } from 'zustand';

type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * Asks the server who is signed in; any answer but the user counts as signed out.
   * With no answer at all (offline), the person last signed in on this device is taken as
   * signed in, so their last loaded pages open; the check is made again once online.
   */
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
/** The person last signed in on this device, if the app kept one for offline use. */
export type SignedInUserRecall = () => Promise<SessionUser | undefined>;

const fetchSessionUser: SessionFetcher = async () => {
  const { data } = await apiClient.get<SessionUser>('/auth/user');
  return data;
};

const recallNobody: SignedInUserRecall = () => Promise.resolve(undefined);

/** A failed recall (no IndexedDB, a private window) is nobody to recall. */
async function recallSafely(recall: SignedInUserRecall): Promise<SessionUser | undefined> {
  try {
    return await recall();
  } catch {
    return undefined;
  }
}

export function createSessionStore(
  fetchUser: SessionFetcher = fetchSessionUser,
  recallUser: SignedInUserRecall = recallNobody,
) {
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
        } catch (error) {
          const remembered = isApiError(error) ? undefined : await recallSafely(recallUser);
          if (check !== latestCheck) return;
          set(
            remembered
              ? { status: 'authenticated', user: remembered }
              : { status: 'unauthenticated', user: null },
          );
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
export const useSession = createSessionStore(fetchSessionUser, () => offlineCache.recallUser());
