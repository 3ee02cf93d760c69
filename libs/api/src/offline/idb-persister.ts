import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The app's own IndexedDB database for what it keeps offline, opened at its first use (not at
 * import: a page or test that never keeps anything never opens it).
 */
export function offlineStore(): UseStore {
  let store: UseStore | null = null;
  return (mode, callback) => {
    store ??= createStore('goalcoach-offline', 'keyval');
    return store(mode, callback);
  };
}

/**
 * Writes that were on their way when the page closed are sent again after a reload, like those
 * paused offline: all are "set to this value", so a second arrival changes nothing.
 */
function resumable(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) =>
    mutation.state.status === 'pending'
      ? { ...mutation, state: { ...mutation.state, isPaused: true } }
      : mutation,
  );
  return { ...client, clientState: { ...client.clientState, mutations } };
}

/** Resolves to whether the copy (or a newer one that took its place) is now in IndexedDB. */
type Save = (client: PersistedClient) => Promise<boolean>;

type IdbPersister = Omit<Persister, 'persistClient'> & {
  /** Saves after the save being written, if any: only the newest waiting one follows it. */
  save: Save;
  /**
   * Hands the copy to IndexedDB at once, for a page that may be going away: IndexedDB writes it
   * after the one in progress, and the copy waiting its turn is older, so it is not written.
   */
  saveNow: Save;
};

/** Keeps the query client's state under one key of an IndexedDB store. */
export function createIdbPersister(key: string, store: UseStore): IdbPersister {
  let waiting: { client: PersistedClient; settles: ((stored: boolean) => void)[] } | null = null;
  let writing: Promise<void> | null = null;

  async function write(client: PersistedClient): Promise<boolean> {
    try {
      await set(key, client, store);
      return true;
    } catch (error) {
      // No IndexedDB (some private windows) or a full disk: the app works on, online only.
      console.warn('The offline copy could not be saved', error);
      return false;
    }
  }

  /** Takes the waiting copy out of the queue, with those waiting for it. */
  function takeWaiting(): ((stored: boolean) => void)[] {
    const settles = waiting?.settles ?? [];
    waiting = null;
    return settles;
  }

  async function drain(): Promise<void> {
    while (waiting) {
      const { client } = waiting;
      const settles = takeWaiting();
      const stored = await write(client);
      for (const settle of settles) settle(stored);
    }
    writing = null;
  }

  return {
    save(client) {
      return new Promise((settle) => {
        waiting = { client, settles: [...takeWaiting(), settle] };
        writing ??= drain();
      });
    },
    async saveNow(client) {
      const settles = takeWaiting();
      const stored = await write(client);
      for (const settle of settles) settle(stored);
      return stored;
    },
    async restoreClient() {
      const client = await get<PersistedClient>(key, store);
      return client ? resumable(client) : undefined;
    },
    async removeClient() {
      for (const settle of takeWaiting()) settle(false);
      await writing;
      await del(key, store);
    },
  };
}
