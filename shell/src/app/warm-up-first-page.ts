import { queryClient } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import { preloadAccountMenu } from '../account/lazy-account-menu';
import { loadRemoteModule } from '../federation/remote-registry';
import { preloadLandingPage } from '../pages/lazy-pages';
import { remotePageFor } from './remote-routes';

/**
 * Set by the server beside the session cookie (which scripts cannot read): this browser was
 * signed in. A hint only: it never grants anything, the session check still decides.
 */
const SIGNED_IN_HINT_COOKIE = 'gc_signed_in';

function hasSignedInHint(): boolean {
  return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * Starts downloading the page a visit opens while the session is still being checked, instead
 * of after it: on a phone each step of that chain is a round trip. Signed-out visitors of a
 * signed-in page get the landing page, so without the hint the landing page is fetched instead.
 * Nothing is shown early, and a failure is left for the page itself to report.
 */
export function warmUpFirstPage(pathname: string): void {
  const remotePage = remotePageFor(pathname);
  if (remotePage && hasSignedInHint()) {
    void loadRemoteModule(remotePage).catch(() => undefined);
    preloadAccountMenu();
  } else {
    preloadLandingPage();
  }
}

/**
 * Asks who is signed in and for the app's configuration before the first render rather than
 * from it (the loading screen waits for both); the page's own queries then join these requests.
 */
export function askWhoIsSignedIn(): void {
  void useSession.getState().checkSession();
  void queryClient.prefetchQuery({ queryKey: ['/config'] });
}

/**
 * A session that ended on the server (expired, revoked elsewhere) leaves the hint behind:
 * dropped once the check says signed out, so the next visit does not fetch a page in vain.
 * Returns the unsubscribe function.
 */
export function dropStaleSignedInHint(): () => void {
  return useSession.subscribe(({ status }) => {
    if (status === 'unauthenticated' && hasSignedInHint()) {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    }
  });
}
