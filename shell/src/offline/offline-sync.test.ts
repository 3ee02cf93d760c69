import {
  createQueryClient,
  createSignInGate,
  offlineWriteKeys,
  type HabitDayWrite,
  type OfflineCache,
} from '@goalcoach/api';
import type { SessionUser } from '@goalcoach/contracts';
import { createSessionStore } from '@goalcoach/session';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { forgetUserData } from '../session/forget-user-data';
import { useOfflineRestore } from './offline-restore-store';
import { createOfflineSync } from './offline-sync';

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  isAdmin: false,
  timeZone: 'UTC',
};
const grace: SessionUser = { ...ada, id: 'u2', name: 'Grace', email: 'grace@example.com' };

/** An offline copy that records what it is asked to do. */
function fakeCache() {
  return {
    start: vi.fn(() => Promise.resolve()),
    stop: vi.fn(),
    remove: vi.fn(() => Promise.resolve()),
    rememberUser: vi.fn(() => Promise.resolve()),
    recallUser: vi.fn(() => Promise.resolve(undefined)),
    forgetUser: vi.fn(() => Promise.resolve()),
  } satisfies OfflineCache;
}

let queryClient: QueryClient;
let cache: ReturnType<typeof fakeCache>;
let gate: ReturnType<typeof createSignInGate>;
let session: ReturnType<typeof createSessionStore>;
let stop: () => void;

/** A tick made offline: kept in the client, waiting. */
function keptTick(): void {
  void new MutationObserver<unknown, Error, HabitDayWrite>(queryClient, {
    mutationKey: offlineWriteKeys.habitDay,
  })
    .mutate({ request: { habitId: 'h1', entryDate: '2026-11-24', completed: true }, what: 'x' })
    .catch(() => undefined);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  queryClient = createQueryClient();
  cache = fakeCache();
  gate = createSignInGate();
  session = createSessionStore(() => Promise.reject(new Error('unused')));
  stop = createOfflineSync(queryClient, { cache, gate, session }).start();
});

afterEach(() => {
  stop();
  onlineManager.setOnline(true);
});

describe('offline copy following the session', () => {
  it("restores the person's copy at sign-in, the page waiting for it, and remembers them", async () => {
    let restored: (() => void) | null = null;
    cache.start.mockReturnValueOnce(
      new Promise<void>((resolve) => {
        restored = resolve;
      }),
    );
    session.getState().signedIn(ada);
    expect(useOfflineRestore.getState().restoring).toBe(true);
    await settled();
    expect(cache.start).toHaveBeenCalledWith('u1');

    (restored as (() => void) | null)?.();
    await vi.waitFor(() => expect(useOfflineRestore.getState().restoring).toBe(false));
    expect(cache.rememberUser).toHaveBeenCalledWith(ada);
    expect(gate.isOpen()).toBe(true);
  });

  it('after a 401 keeps the unsent writes, waiting, until the same person signs in again', async () => {
    session.getState().signedIn(ada);
    await settled();
    onlineManager.setOnline(false);
    keptTick();
    queryClient.setQueryData(['/habits'], [{ id: 'h1' }]);

    session.getState().sessionEnded();
    forgetUserData(queryClient, { keepUnsentWrites: true });
    await settled();
    expect(gate.isOpen()).toBe(false);
    expect(cache.forgetUser).toHaveBeenCalled();
    expect(cache.remove).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['/habits'])).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);

    session.getState().signedIn(ada);
    await settled();
    expect(gate.isOpen()).toBe(true);
    expect(cache.start).toHaveBeenCalledTimes(1);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
  });

  it('drops the writes and the copy of the person before when someone else signs in', async () => {
    session.getState().signedIn(ada);
    await settled();
    onlineManager.setOnline(false);
    keptTick();
    session.getState().sessionEnded();
    await settled();

    session.getState().signedIn(grace);
    await vi.waitFor(() => expect(cache.start).toHaveBeenLastCalledWith('u2'));
    expect(cache.remove).toHaveBeenCalledTimes(1);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('deletes the copy, the writes and the remembered person on sign-out', async () => {
    const sync = createOfflineSync(queryClient, { cache, gate, session });
    session.getState().signedIn(ada);
    await settled();
    onlineManager.setOnline(false);
    keptTick();

    session.getState().signedOut();
    await sync.signedOut();
    expect(cache.remove).toHaveBeenCalled();
    expect(cache.forgetUser).toHaveBeenCalled();
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });
});
