import type { SessionUser } from '@goalcoach/contracts';
import type {
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/query-persist-client-core';
import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import { del, get, set, type UseStore } from 'idb-keyval';
import { createIdbPersister, offlineStore } from './idb-persister';
import { keepRestoredWrites, keptWritesIn } from './kept-writes';
import { isOfflineWriteKey } from './offline-write-keys';
import { markStored } from './stored-writes';

/** Loaded at the first sign-in: a signed-out visit (the landing page) never needs it. */
const persistence = () => import('@tanstack/query-persist-client-core');

/** How long what was last loaded stays on the device unused. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Bumped when the shape of what is kept changes, so an older copy is dropped, not misread. */
const FORMAT = 'v1';
const CACHE_KEY = 'query-cache';
const USER_KEY = 'signed-in-user';

/**
 * The answers worth having offline: Home, Habits, a goal's page and today's tasks (and what
 * they show: stats, milestones, checkpoints, check-ins). A query elsewhere can opt in with
 * `meta: { offline: true }`.
 */
const OFFLINE_QUERY_PATHS: readonly string[] = [
  '/config',
  '/goals',
  '/stats',
  '/milestones',
  '/checkpoints',
  '/checkpoints-with-context',
  '/tasks',
  '/habits',
  '/habit-entries',
  '/checkins',
];

function isKeptOffline(query: Query): boolean {
  if (query.state.status !== 'success') return false;
  if (query.meta?.offline === true) return true;
  const [path] = query.queryKey;
  return (
    typeof path === 'string' &&
    OFFLINE_QUERY_PATHS.some((root) => path === root || path.startsWith(`${root}/`))
  );
}

/** Writes not yet answered, paused or on their way. */
function isUnsentWrite(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return isOfflineWriteKey(mutation.options.mutationKey) && mutation.state.status === 'pending';
}

/**
 * Calls `save` when the page is hidden or goes away: it may not run again to finish a save that
 * waits its turn. Returns a function that stops.
 */
function onLeaving(save: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/**
 * What the app keeps on the device for the one person signed in: their last loaded answers and
 * their writes not yet sent, in IndexedDB. Another person's copy is never restored (the copy
 * names its owner, and a copy of someone else is deleted when read), and the person's own is
 * deleted when they sign out.
 */
export function createOfflineCache(queryClient: QueryClient, store: UseStore = offlineStore()) {
  const idb = createIdbPersister(CACHE_KEY, store);
  let stopSaving: (() => void) | null = null;

  /** Saves through `save`; the writes kept on the device in that copy are then stored. */
  const persisterWith = (save: (client: PersistedClient) => Promise<boolean>): Persister => ({
    restoreClient: idb.restoreClient,
    removeClient: idb.removeClient,
    persistClient(client) {
      // The cache has just been dehydrated into `client`, synchronously: these are in it.
      const writes = keptWritesIn(queryClient);
      return save(client).then((stored) => {
        if (stored) markStored(writes);
      });
    },
  });
  const persister = persisterWith(idb.save);
  const persisterNow = persisterWith(idb.saveNow);

  const optionsFor = (userId: string): PersistQueryClientOptions => ({
    queryClient,
    persister,
    buster: `${FORMAT}:${userId}`,
    maxAge: OFFLINE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: isKeptOffline,
      shouldDehydrateMutation: isUnsentWrite,
    },
  });

  function stop(): void {
    stopSaving?.();
    stopSaving = null;
  }

  return {
    /**
     * Restores the person's copy into the client, keeps it up to date from now on, and sends
     * the restored writes when the network allows (in order: they share one scope).
     */
    async start(userId: string): Promise<void> {
      stop();
      const { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } =
        await persistence();
      const options = optionsFor(userId);
      const mutations = queryClient.getMutationCache();
      const before = new Set(mutations.getAll());
      try {
        await persistQueryClientRestore(options);
      } catch (error) {
        // An unreadable copy has been deleted; the app goes on with what the server sends.
        console.warn('The offline copy could not be restored', error);
      }
      keepRestoredWrites(mutations.getAll().filter((m) => !before.has(m) && isUnsentWrite(m)));
      const stopSubscription = persistQueryClientSubscribe(options);
      const stopOnLeaving = onLeaving(
        () => void persistQueryClientSave({ ...options, persister: persisterNow }),
      );
      stopSaving = () => {
        stopSubscription();
        stopOnLeaving();
      };
      void queryClient.resumePausedMutations();
    },
    /** Stops saving; the copy on the device stays (for the same person's next sign-in). */
    stop,
    /** Stops saving and deletes the copy. */
    async remove(): Promise<void> {
      stop();
      await idb.removeClient();
    },
    /** Who was signed in, so the app can open offline as that person. */
    rememberUser: (user: SessionUser) => set(USER_KEY, user, store),
    recallUser: () => get<SessionUser>(USER_KEY, store),
    forgetUser: () => del(USER_KEY, store),
  };
}

export type OfflineCache = ReturnType<typeof createOfflineCache>;
