import { useSession } from '@goalcoach/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useOfflineRestore } from '../offline/offline-restore-store';
import { offlineSync } from '../offline/offline-sync';
import { toastDroppedWrites } from '../offline/toast-dropped-writes';
import { watchSessionExpiry } from './session-expiry';

type SessionGateProps = { loading: ReactNode; children: ReactNode };

/**
 * Every path shows the loading screen until we know who is signed in; afterwards
 * a 401 from any API call means the session ended (see watchSessionExpiry). The offline copy
 * follows the session from here (see offlineSync).
 */
export function SessionGate({ loading, children }: SessionGateProps) {
  // The answer replaces the loading screen with a whole page. A store's update renders at
  // once, in one task; deferred, React renders that page in slices and stays responsive.
  const status = useDeferredValue(useSession((state) => state.status));
  const config = useQuery({ queryKey: ['/config'] });
  const queryClient = useQueryClient();
  const restoring = useOfflineRestore((state) => state.restoring);
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
  useEffect(() => toastDroppedWrites(queryClient), [queryClient]);
  useEffect(() => offlineSync.start(), []);
  useEffect(() => {
    const checkSession = () => void useSession.getState().checkSession();
    // The app asks before its first render (warm-up-first-page); an answer already in is not
    // asked for again.
    if (useSession.getState().status === 'loading') checkSession();
    // Opened offline, the check failed for want of a network: ask again once there is one.
    window.addEventListener('online', checkSession);
    return () => window.removeEventListener('online', checkSession);
  }, []);
  // Only the first answer is waited for (the configuration has defaults): offline, a failed
  // query starts again when a page mounts, and waiting for that too would loop; a query paused
  // for the network waits for nothing.
  const waitingForConfig = !config.isFetched && config.fetchStatus === 'fetching';
  // A signed-in page waits for the person's offline copy, so offline it opens with their data.
  return status === 'loading' || waitingForConfig || restoring ? loading : children;
}

type SignedInOnlyProps = { otherwise: ReactNode; children: ReactNode };

/** Signed-out visitors see only the landing page. */
export function SignedInOnly({ otherwise, children }: SignedInOnlyProps) {
  const signedIn = useSession((state) => state.status === 'authenticated');
  return signedIn ? children : otherwise;
}

type AdminOnlyProps = { otherwise: ReactNode; children: ReactNode };

/** The admin area exists only for admins; everyone else gets the 404 page. */
export function AdminOnly({ otherwise, children }: AdminOnlyProps) {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  return isAdmin ? children : otherwise;
}
