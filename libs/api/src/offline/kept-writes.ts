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
import { markStored, useIsStored } from './stored-writes';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/**
 * Offline writes that are kept on the device rather than just being sent: made or paused while
 * offline, failed once, or restored after a reload. Only these show "Saved on this device —
 * will sync", once a copy in IndexedDB holds them (stored-writes.ts), so a write that is merely
 * on its way (or waiting its turn) never flickers, and one shown is never lost to a reload.
 */
const keptOnDevice = new WeakSet<AnyMutation>();

const isUnsentKeptWrite = (mutation: AnyMutation): boolean =>
  isOfflineWriteKey(mutation.options.mutationKey) &&
  mutation.state.status === 'pending' &&
  keptOnDevice.has(mutation);

/**
 * The writes kept on the device that a copy of the cache taken now holds. They are marked at
 * their pause or failure, which comes after the page's optimistic update, so that copy also
 * shows them done after a reload. The mark is made before the copy of the same event is taken:
 * trackKeptWrites listens from the query client's creation, before any copy is saved.
 */
export function keptWritesIn(queryClient: QueryClient): AnyMutation[] {
  return queryClient.getMutationCache().getAll().filter(isUnsentKeptWrite);
}

/** The variables of writes restored from the device: no page is there to read their data again. */
const restored = new WeakSet<object>();

export function wasRestored(variables: unknown): boolean {
  return typeof variables === 'object' && variables !== null && restored.has(variables);
}

/**
 * Marks offline writes just restored from the device as kept, as stored (the copy they came
 * from holds them) and as restored.
 */
export function keepRestoredWrites(mutations: readonly AnyMutation[]): void {
  for (const mutation of mutations) {
    keptOnDevice.add(mutation);
    const { variables } = mutation.state;
    if (typeof variables === 'object' && variables !== null) restored.add(variables);
  }
  markStored(mutations);
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

/** The offline writes of `key` that are kept on the device and stored there, oldest first. */
function useKeptMutations(key: readonly unknown[]): AnyMutation[] {
  const kept = useMutationState({
    filters: { mutationKey: key, status: 'pending', predicate: (m) => keptOnDevice.has(m) },
    select: (mutation) => mutation,
  });
  const isStored = useIsStored();
  return kept.filter(isStored);
}

/** The variables of the offline writes of `key` that are kept on the device, oldest first. */
export function useKeptWrites<TVariables>(key: readonly unknown[]): TVariables[] {
  return useKeptMutations(key).map((mutation) => mutation.state.variables as TVariables);
}

/** How many writes of any kind are kept on the device. */
export function useKeptWriteCount(): number {
  return useKeptMutations([OFFLINE_WRITE]).length;
}
