import { useSession } from '@goalcoach/session';
import type { QueryClient } from '@tanstack/react-query';
import { offlineSync } from '../offline/offline-sync';
import { forgetUserData } from './forget-user-data';

/** Where the remotes keep a person's unsent drafts on the device (e.g. the goal wizard's). */
const DRAFT_KEY_PREFIX = 'goalcoach:draft:';

function forgetDrafts(): void {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

/**
 * What the browser forgets when a session ends on purpose (signing out, deleting the account):
 * every cached answer, the offline copy and its unsent writes, drafts, and who is signed in.
 */
export function endLocalSession(queryClient: QueryClient): void {
  forgetUserData(queryClient);
  forgetDrafts();
  void offlineSync.signedOut();
  useSession.getState().signedOut();
}
