import { useSession } from '@goalcoach/session';
import type { QueryClient } from '@tanstack/react-query';
import { offlineSync } from '../offline/offline-sync';
import { forgetUserData } from './forget-user-data';

/**
 * What the browser forgets when a session ends on purpose (signing out, deleting the account):
 * every cached answer, the offline copy and its unsent writes, and who is signed in.
 */
export function endLocalSession(queryClient: QueryClient): void {
  forgetUserData(queryClient);
  void offlineSync.signedOut();
  useSession.getState().signedOut();
}
