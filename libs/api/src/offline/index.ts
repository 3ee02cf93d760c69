import { queryClient } from '../query-client';
import { createOfflineCache } from './offline-cache';

export {
  createOfflineCache,
  isKeptOffline,
  OFFLINE_MAX_AGE_MS,
  OFFLINE_QUERY_PATHS,
  type OfflineCache,
} from './offline-cache';
export { createIdbPersister, offlineStore } from './idb-persister';
export {
  isKeptOnDevice,
  useKeptWriteCount,
  useKeptWrites,
  watchOfflineWrites,
  type DroppedWrite,
  type DroppedWriteHandler,
} from './kept-writes';
export { isOffline, reportServerReached, useOffline } from './network-status';
export { isOfflineWriteKey, OFFLINE_WRITE_SCOPE, offlineWriteKeys } from './offline-write-keys';
export {
  registerOfflineWrites,
  type CheckInWrite,
  type HabitDayWrite,
  type TaskStatusWrite,
} from './offline-writes';
export { createSignInGate, signInGate, WriteDiscardedError, type SignInGate } from './sign-in-gate';
export { shouldRetryWrite, writeRetryDelay } from './write-retry';

/** The app's one offline copy, of the shared query client. */
export const offlineCache = createOfflineCache(queryClient);
