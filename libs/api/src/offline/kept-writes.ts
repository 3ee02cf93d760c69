import {
  onlineManager,
  useMutationState,
  type Mutation,
  type MutationCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { errorMessageOf } from '../api-error';
import { isOfflineWriteKey, OFFLINE_WRITE } from './offline-write-keys';
import { WriteDiscardedError } from './sign-in-gate';

/**
 * Offline writes that are kept on the device rather than just being sent: made or paused while
 * offline, failed once, or restored after a reload. Only these show "Saved on this device —
 * will sync", so a write that is merely on its way (or waiting its turn) never flickers.
 */
const keptOnDevice = new WeakSet<Mutation<unknown, Error, unknown, unknown>>();

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** The variables of writes restored from the device: no page is there to read their data again. */
const restored = new WeakSet<object>();

export function wasRestored(variables: unknown): boolean {
  return typeof variables === 'object' && variables !== null && restored.has(variables);
}

/** Marks the offline writes just restored from the device as kept, and as restored. */
export function keepRestoredWrites(queryClient: QueryClient): void {
  for (const mutation of queryClient.getMutationCache().getAll()) {
    if (isOfflineWriteKey(mutation.options.mutationKey) && mutation.state.status === 'pending') {
      keptOnDevice.add(mutation);
      const { variables } = mutation.state;
      if (typeof variables === 'object' && variables !== null) restored.add(variables);
    }
  }
}

/** What a person is told about a kept write that the server refused. */
export type DroppedWrite = { what: string; reason: string };
export type DroppedWriteHandler = (dropped: DroppedWrite) => void;

function whatOf(variables: unknown): string {
  if (variables && typeof variables === 'object' && 'what' in variables) {
    return String(variables.what);
  }
  return 'A change';
}

/** Marks the offline writes that are kept on the device as they pause or fail. */
export function trackKeptWrites(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || !isOfflineWriteKey(event.mutation.options.mutationKey)) return;
    const { type } = event.action;
    if (type === 'failed' || (type === 'pause' && !onlineManager.isOnline())) {
      keptOnDevice.add(event.mutation);
    }
  });
}

function reportDropped(
  event: MutationCacheNotifyEvent,
  onDropped: DroppedWriteHandler,
  isStillQueued: (mutation: AnyMutation) => boolean,
): void {
  if (event.type !== 'updated' || event.action.type !== 'error') return;
  const { mutation, action } = event;
  if (!isOfflineWriteKey(mutation.options.mutationKey) || !keptOnDevice.has(mutation)) return;
  // Another person's writes, dropped when they signed in, are no business of theirs.
  if (action.error instanceof WriteDiscardedError || !isStillQueued(mutation)) return;
  onDropped({
    what: whatOf(mutation.state.variables),
    reason: errorMessageOf(action.error, 'The server could not save it.'),
  });
}

/**
 * Tells `onDropped` about a write kept on the device that will not be sent again (refused with
 * a 4xx, or a 5xx too many times). Returns a function that stops telling.
 */
export function watchOfflineWrites(
  queryClient: QueryClient,
  onDropped: DroppedWriteHandler,
): () => void {
  const cache = queryClient.getMutationCache();
  return cache.subscribe((event) =>
    reportDropped(event, onDropped, (mutation) => cache.getAll().includes(mutation)),
  );
}

/** The variables of the offline writes of `key` that are kept on the device, oldest first. */
export function useKeptWrites<TVariables>(key: readonly unknown[]): TVariables[] {
  return useMutationState({
    filters: {
      mutationKey: key,
      status: 'pending',
      predicate: (mutation) => keptOnDevice.has(mutation),
    },
    select: (mutation) => mutation.state.variables as TVariables,
  });
}

/** How many writes of any kind are kept on the device. */
export function useKeptWriteCount(): number {
  return useMutationState({
    filters: {
      mutationKey: [OFFLINE_WRITE],
      status: 'pending',
      predicate: (mutation) => keptOnDevice.has(mutation),
    },
    select: () => true,
  }).length;
}
