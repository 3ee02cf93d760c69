import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import {
  MutationObserver,
  onlineManager,
  QueryClientProvider,
  type QueryClient,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, get, type UseStore } from 'idb-keyval';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query-client';
import { useKeptWriteCount, useKeptWrites } from './kept-writes';
import { createOfflineCache, type OfflineCache } from './offline-cache';
import { offlineWriteKeys } from './offline-write-keys';
import type { HabitDayWrite } from './offline-writes';

const tick: HabitDayWrite = {
  request: { habitId: 'h1', entryDate: '2026-11-24', completed: true },
  what: '“Stretch” on Tue 24 Nov',
};
const entriesKey = ['/habit-entries', { from: '2026-11-20' }];

let storeCount = 0;
const running: { client: QueryClient; cache: OfflineCache }[] = [];

/** An IndexedDB store whose writes wait until `release` (or fail at `fail`); reads go through. */
function heldStore() {
  const real = createStore(`kept-writes-test-${++storeCount}`, 'keyval');
  let release = () => {};
  let fail = (_error: Error) => {};
  const held = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  const store: UseStore = (mode, callback) =>
    mode === 'readwrite' ? held.then(() => real(mode, callback)) : real(mode, callback);
  const copy = () => get<PersistedClient>('query-cache', real);
  return { store, release, fail, copy };
}

async function openPage(store: UseStore) {
  const client = createQueryClient();
  client.mount();
  const cache = createOfflineCache(client, store);
  running.push({ client, cache });
  await cache.start('u1');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const kept = renderHook(
    () => ({
      count: useKeptWriteCount(),
      habitDays: useKeptWrites<HabitDayWrite>(offlineWriteKeys.habitDay),
    }),
    { wrapper },
  );
  return { client, kept };
}

/** Ticks a habit's day offline as the page does: the day shows done at once. */
function tickOffline(client: QueryClient): void {
  act(() => onlineManager.setOnline(false));
  act(() => {
    void new MutationObserver<unknown, Error, HabitDayWrite>(client, {
      mutationKey: offlineWriteKeys.habitDay,
      onMutate: () => client.setQueryData(entriesKey, [{ entryDate: '2026-11-24' }]),
    })
      .mutate(tick)
      .catch(() => undefined);
  });
}

const paused = (client: QueryClient) =>
  waitFor(() => expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));

afterEach(() => {
  for (const { client, cache } of running.splice(0)) {
    cache.stop();
    client.unmount();
  }
  act(() => onlineManager.setOnline(true));
});

describe('writes kept on the device', () => {
  it('are said to be kept only once IndexedDB holds them', async () => {
    const { store, release } = heldStore();
    const { client, kept } = await openPage(store);
    tickOffline(client);
    await paused(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept.result.current).toEqual({ count: 0, habitDays: [] });

    release();
    await waitFor(() => expect(kept.result.current).toEqual({ count: 1, habitDays: [tick] }));
  });

  it("are kept in a copy that also holds the page's change, for the reload to show it", async () => {
    const { store, release, copy } = heldStore();
    const { client, kept } = await openPage(store);
    tickOffline(client);
    await paused(client);
    release();
    await waitFor(() => expect(kept.result.current.count).toBe(1));

    const { clientState } = (await copy()) ?? { clientState: { mutations: [], queries: [] } };
    expect(clientState.mutations.map(({ state }) => state.variables)).toEqual([tick]);
    expect(clientState.queries.map(({ queryKey }) => queryKey)).toEqual([entriesKey]);
  });

  it('are never said to be kept when IndexedDB cannot store them, and still wait to be sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, fail } = heldStore();
    const { client, kept } = await openPage(store);
    tickOffline(client);
    await paused(client);
    fail(new DOMException('The disk is full', 'QuotaExceededError'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(kept.result.current).toEqual({ count: 0, habitDays: [] });
    expect(client.getMutationCache().getAll()[0]?.state).toMatchObject({
      status: 'pending',
      isPaused: true,
    });
  });

  it('are said to be kept at once when restored after a reload', async () => {
    const { store, release } = heldStore();
    release();
    const before = await openPage(store);
    tickOffline(before.client);
    await waitFor(() => expect(before.kept.result.current.count).toBe(1));
    before.kept.unmount();

    const after = await openPage(store);
    expect(after.kept.result.current).toEqual({ count: 1, habitDays: [tick] });
  });
});
