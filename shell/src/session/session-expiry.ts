import { onUnauthorized } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import type { QueryClient } from '@tanstack/react-query';
import { useAccountSettings } from '../account/account-settings-store';
import { useAuthDialog } from '../auth/auth-dialog-store';

export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

/** Answers that are the same for everyone, signed in or not: kept, so nothing reloads them. */
const PUBLIC_QUERY_PATHS: ReadonlySet<unknown> = new Set(['/config']);

/** Drops every cached answer about the user, so the next account never sees them. */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: ({ queryKey: [path] }) => !PUBLIC_QUERY_PATHS.has(path),
  });
  queryClient.getMutationCache().clear();
}

/**
 * The app's one answer to a session that ended under a signed-in page (expired, revoked,
 * signed out elsewhere): any API call that answers 401 signs the page out, forgets the
 * user's data and opens Sign In with a notice. The URL stays, so signing in again shows the
 * same page. Returns a function that stops watching.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    // Only the first 401 of a signed-in page counts; the calls still under way change nothing.
    if (!useSession.getState().sessionEnded()) return;
    forgetUserData(queryClient);
    useAccountSettings.getState().hide();
    useAuthDialog.getState().openAuth('sign-in', SESSION_ENDED_NOTICE);
  });
}
