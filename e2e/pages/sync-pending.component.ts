import type { Locator } from '@playwright/test';

/** The note beside a change kept on the device until the server has it. */
export const SYNC_PENDING_TEXT = 'Saved on this device — will sync';

export function syncPendingNote(within: Locator): Locator {
  return within.getByTestId('sync-pending');
}
