import {
  offlineCache,
  queryClient as appQueryClient,
  signInGate,
  type OfflineCache,
  type SignInGate,
} from '@goalcoach/api';
import type { SessionUser } from '@goalcoach/contracts';
import { useSession, type SessionState } from '@goalcoach/session';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import { forgetUserData } from '../session/forget-user-data';
import { useOfflineRestore } from './offline-restore-store';

type OfflineSyncParts = {
  cache: OfflineCache;
  gate: SignInGate;
  session: Pick<StoreApi<SessionState>, 'getState' | 'subscribe'>;
};

/**
 * Keeps the offline copy in step with who is signed in: the copy is the signed-in person's
 * (restored at sign-in, saved as the app changes); a session ended by a 401 keeps the writes
 * not yet sent, which wait for that person's next sign-in; another person signing in deletes
 * them and the copy; signing out deletes the copy (see `signedOut`).
 */
export function createOfflineSync(
  queryClient: QueryClient,
  { cache, gate, session }: OfflineSyncParts,
) {
  /** Whose answers and writes the app holds now. */
  let owner: string | null = null;
  let steps: Promise<void> = Promise.resolve();
  const then = (step: () => Promise<void>) => {
    steps = steps.then(step).catch((error: unknown) => {
      console.warn('The offline copy could not follow the session', error);
    });
    return steps;
  };

  async function signedInAs(user: SessionUser): Promise<void> {
    if (owner !== user.id) {
      if (owner !== null) {
        gate.discardWaiting();
        forgetUserData(queryClient);
        await cache.remove();
      }
      owner = user.id;
      gate.open();
      try {
        await cache.start(user.id);
      } finally {
        useOfflineRestore.setState({ restoring: false });
      }
    } else {
      gate.open();
    }
    await cache.rememberUser(user);
  }

  function follow({ status, user }: SessionState): void {
    if (status === 'authenticated' && user) {
      // Set at once, before the signed-in page renders: it waits for the person's copy.
      if (owner !== user.id) useOfflineRestore.setState({ restoring: true });
      void then(() => signedInAs(user));
    } else if (status === 'unauthenticated') {
      gate.close();
      void then(() => cache.forgetUser());
    }
  }

  return {
    /** Follows the session from now on; returns a function that stops. */
    start(): () => void {
      follow(session.getState());
      const stopFollowing = session.subscribe(follow);
      return () => {
        stopFollowing();
        cache.stop();
        owner = null;
      };
    },
    /** The person signed out on purpose: their copy and unsent writes go. */
    signedOut(): Promise<void> {
      return then(async () => {
        owner = null;
        forgetUserData(queryClient);
        await cache.remove();
        await cache.forgetUser();
      });
    },
  };
}

/** The app's one: of the shared query client and session. */
export const offlineSync = createOfflineSync(appQueryClient, {
  cache: offlineCache,
  gate: signInGate,
  session: useSession,
});
