import { queryClient } from '../query-client';
import { createOfflineCache } from './offline-cache';

export { type OfflineCache } from './offline-cache';
export { useKeptWriteCount, useKeptWrites, watchOfflineWrites } from './kept-writes';
export { isOffline, useOffline } from './network-status';
export { isOfflineWriteKey, offlineWriteKeys } from './offline-write-keys';
export { type CheckInWrite, type HabitDayWrite, type TaskStatusWrite } from './offline-writes';
export { createSignInGate, signInGate, type SignInGate } from './sign-in-gate';

/** The app's one offline copy, of the shared query client. */
export const offlineCache = createOfflineCache(queryClient);
