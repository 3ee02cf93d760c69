import { onUnauthorized } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import type { QueryClient } from '@tanstack/react-query';
import { useAccountSettings } from '../account/account-settings-store';
import { useAuthDialog } from '../auth/auth-dialog-store';
import { forgetUserData } from './forget-user-data';

export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

/**
 * The app's one answer to a session that ended under a signed-in page (expired, revoked,
 * signed out elsewhere): any API call that answers 401 signs the page out, forgets the
 * user's data (but not the writes kept on the device: they are sent once the same person signs
 * in again) and opens Sign In with a notice. The URL stays, so signing in again shows the same
 * page. Returns a function that stops watching.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    // Only the first 401 of a signed-in page counts; the calls still under way change nothing.
    if (!useSession.getState().sessionEnded()) return;
    forgetUserData(queryClient, { keepUnsentWrites: true });
    useAccountSettings.getState().hide();
    useAuthDialog.getState().openAuth('sign-in', SESSION_ENDED_NOTICE);
  });
}
