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

/**
 * Keeps the query client's state under one key of an IndexedDB store. Saves are not stacked up:
 * while one is being written only the newest waiting one follows it.
 */
export function createIdbPersister(key: string, store: UseStore): Persister {
  let writing: Promise<void> | null = null;
  let next: PersistedClient | null = null;

  async function drain(): Promise<void> {
    try {
      while (next) {
        const client = next;
        next = null;
        await set(key, client, store);
      }
    } catch (error) {
      // No IndexedDB (some private windows) or a full disk: the app works on, online only.
      next = null;
      console.warn('The offline copy could not be saved', error);
    } finally {
      writing = null;
    }
  }

  return {
    persistClient(client) {
      next = client;
      writing ??= drain();
      return writing;
    },
    async restoreClient() {
      const client = await get<PersistedClient>(key, store);
      return client ? resumable(client) : undefined;
    },
    async removeClient() {
      next = null;
      await writing;
      await del(key, store);
    },
  };
}
