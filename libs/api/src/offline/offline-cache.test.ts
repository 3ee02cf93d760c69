// @vitest-environment node
import 'fake-indexeddb/auto';
import type { SessionUser } from '@goalcoach/contracts';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { createStore, get, type UseStore } from 'idb-keyval';
import { setApiTransport } from '../api-client';
import { createQueryClient } from '../query-client';
import { createOfflineCache, type OfflineCache } from './offline-cache';
import { offlineWriteKeys } from './offline-write-keys';
import type { HabitDayWrite } from './offline-writes';
import { startWriteServer, type WriteServer } from './write-server.fake';

const tick: HabitDayWrite = {
  request: { habitId: 'h1', entryDate: '2026-11-24', completed: true },
  what: '“Stretch” on Tue 24 Nov',
};
const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  isAdmin: false,
  timeZone: 'Europe/London',
};

let server: WriteServer;
let store: UseStore;
let storeCount = 0;
const running: { client: QueryClient; cache: OfflineCache }[] = [];
let restoreTransport: () => void;

/** A page: a query client with its offline copy in this test's IndexedDB store. */
function openPage() {
  const client = createQueryClient();
  client.mount();
  const cache = createOfflineCache(client, store);
  running.push({ client, cache });
  return { client, cache };
}

/** The page closes: its client and what it held in memory are gone. */
function closePage({ client, cache }: { client: QueryClient; cache: OfflineCache }): void {
  cache.stop();
  client.unmount();
  client.getMutationCache().clear();
  client.getQueryCache().clear();
}

function persisted(): Promise<PersistedClient | undefined> {
  return get<PersistedClient>('query-cache', store);
}

/** Waits until the copy on the device satisfies `check` (saves are asynchronous). */
async function waitForCopy(check: (copy: PersistedClient | undefined) => boolean): Promise<void> {
  await vi.waitFor(async () => expect(check(await persisted())).toBe(true), {
    timeout: 3000,
  });
}

beforeEach(async () => {
  server = await startWriteServer();
  restoreTransport = setApiTransport({ baseURL: server.baseURL });
  store = createStore(`offline-cache-test-${++storeCount}`, 'keyval');
});

afterEach(async () => {
  for (const { client, cache } of running.splice(0)) {
    cache.stop();
    client.unmount();
  }
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  restoreTransport();
  await server.close();
});

describe('offline copy', () => {
  it('sends a write kept offline once after a reload, from the copy on the device', async () => {
    const before = openPage();
    await before.cache.start('u1');
    onlineManager.setOnline(false);
    void new MutationObserver<unknown, Error, HabitDayWrite>(before.client, {
      mutationKey: offlineWriteKeys.habitDay,
    })
      .mutate(tick)
      .catch(() => undefined);
    await waitForCopy((copy) => copy?.clientState.mutations.length === 1);
    closePage(before);

    // The reload: a new client, still offline, restores the same person's copy.
    const after = openPage();
    await after.cache.start('u1');
    const [restored] = after.client.getMutationCache().getAll();
    expect(restored?.state).toMatchObject({ status: 'pending', isPaused: true, variables: tick });
    expect(server.received).toEqual([]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(restored?.state.status).toBe('success'));
    expect(server.received).toEqual([
      { method: 'POST', path: '/api/habit-entries', body: tick.request },
    ]);
    await waitForCopy((copy) => copy?.clientState.mutations.length === 0);
  });

  it('sends again, after a reload, a write whose answer never came', async () => {
    server.replies.push('drop');
    const before = openPage();
    await before.cache.start('u1');
    // No answer at all: it stays pending (retried later), so the copy keeps it.
    void new MutationObserver<unknown, Error, HabitDayWrite>(before.client, {
      mutationKey: offlineWriteKeys.habitDay,
      retryDelay: 60_000,
    })
      .mutate(tick)
      .catch(() => undefined);
    await waitForCopy((copy) => copy?.clientState.mutations[0]?.state.failureCount === 1);
    closePage(before);

    const after = openPage();
    await after.cache.start('u1');
    const [restored] = after.client.getMutationCache().getAll();
    await vi.waitFor(() => expect(restored?.state.status).toBe('success'));
    // Twice on the wire, once in effect: a habit's day is set to a value, not added to.
    expect(server.received.map(({ body }) => body)).toEqual([tick.request, tick.request]);
  });

  it('keeps only the answers worth having offline', async () => {
    const { client, cache } = openPage();
    await cache.start('u1');
    client.setQueryData(['/habits'], [{ id: 'h1' }]);
    client.setQueryData(['/habit-entries', { from: '2026-11-20' }], []);
    client.setQueryData(['/tasks/today'], []);
    client.setQueryData(['/ai-settings'], { apiKey: 'secret' });
    client.setQueryData(['/admin/users'], []);
    client.setQueryData(['/vision/notes'], [], { meta: { offline: true } } as never);

    await waitForCopy((copy) => copy?.clientState.queries.length === 3);
    const kept = (await persisted())?.clientState.queries.map(({ queryKey }) => queryKey[0]);
    expect(kept).toEqual(['/habits', '/habit-entries', '/tasks/today']);
  });

  it("belongs to one person: another person's sign-in neither restores nor keeps it", async () => {
    const ada = openPage();
    await ada.cache.start('u1');
    ada.client.setQueryData(['/habits'], [{ id: 'h1' }]);
    await waitForCopy((copy) => copy?.buster === 'v1:u1' && copy.clientState.queries.length === 1);
    closePage(ada);

    const grace = openPage();
    await grace.cache.start('u2');
    expect(grace.client.getQueryData(['/habits'])).toBeUndefined();
    expect(await persisted()).toBeUndefined();
  });

  it('is deleted on sign-out, with the person remembered for opening offline', async () => {
    const { client, cache } = openPage();
    await cache.start('u1');
    await cache.rememberUser(ada);
    client.setQueryData(['/habits'], [{ id: 'h1' }]);
    await waitForCopy((copy) => copy?.clientState.queries.length === 1);
    expect(await cache.recallUser()).toEqual(ada);

    await cache.remove();
    await cache.forgetUser();
    client.setQueryData(['/habits'], [{ id: 'h2' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await persisted()).toBeUndefined();
    expect(await cache.recallUser()).toBeUndefined();
  });
});

describe('offline copy, when the page is left', () => {
  let page: EventTarget;
  let pageDocument: EventTarget & { visibilityState: DocumentVisibilityState };
  let handedToIdb: number;
  let release: () => void;

  beforeEach(() => {
    page = new EventTarget();
    pageDocument = Object.assign(new EventTarget(), { visibilityState: 'visible' as const });
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', pageDocument);
    // The first save stays in progress until released, so later ones wait their turn.
    const real = store;
    const held = new Promise<void>((resolve) => (release = resolve));
    handedToIdb = 0;
    store = (mode, callback) => {
      if (mode === 'readonly') return real(mode, callback);
      handedToIdb += 1;
      return held.then(() => real(mode, callback));
    };
  });

  /** A page whose first save is being written and whose newest change waits its turn. */
  async function pageWithSaveWaiting() {
    const opened = openPage();
    await opened.cache.start('u1');
    opened.client.setQueryData(['/habits'], [{ id: 'h1' }]);
    opened.client.setQueryData(['/habits'], [{ id: 'h1' }, { id: 'h2' }]);
    expect(handedToIdb).toBe(1);
    return opened;
  }

  const holdsBothHabits = (copy: PersistedClient | undefined) =>
    (copy?.clientState.queries[0]?.state.data as unknown[] | undefined)?.length === 2;

  it('hands the newest copy to IndexedDB at once on pagehide, and no older one after it', async () => {
    await pageWithSaveWaiting();
    page.dispatchEvent(new Event('pagehide'));
    expect(handedToIdb).toBe(2);

    release();
    await waitForCopy(holdsBothHabits);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handedToIdb).toBe(2);
    expect(holdsBothHabits(await persisted())).toBe(true);
  });

  it('hands it over at once when the page is hidden, not when it is shown', async () => {
    await pageWithSaveWaiting();
    pageDocument.dispatchEvent(new Event('visibilitychange'));
    expect(handedToIdb).toBe(1);

    pageDocument.visibilityState = 'hidden';
    pageDocument.dispatchEvent(new Event('visibilitychange'));
    expect(handedToIdb).toBe(2);
    release();
    await waitForCopy(holdsBothHabits);
  });

  it('no longer listens once stopped', async () => {
    const { cache } = await pageWithSaveWaiting();
    cache.stop();
    page.dispatchEvent(new Event('pagehide'));
    pageDocument.visibilityState = 'hidden';
    pageDocument.dispatchEvent(new Event('visibilitychange'));
    expect(handedToIdb).toBe(1);
    release();
  });
});
