import { vi } from 'vitest';
import type { SessionUser } from '@goalcoach/contracts';
import { ApiError } from '@goalcoach/api';
import { createSessionStore } from './session-store';

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  isAdmin: false,
  timeZone: 'Europe/London',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('session store', () => {
  it('starts loading, then is authenticated with the user the server names', async () => {
    const store = createSessionStore(async () => ada);
    expect(store.getState().status).toBe('loading');
    await store.getState().checkSession();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: ada });
  });

  it('treats a failed check as signed out, not as loading', async () => {
    const store = createSessionStore(async () => {
      throw new Error('401: Unauthorized');
    });
    await store.getState().checkSession();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('asks the server once while a check is under way, and again after it', async () => {
    const pending = deferred<SessionUser>();
    const fetchUser = vi.fn(() => pending.promise);
    const store = createSessionStore(fetchUser);
    const first = store.getState().checkSession();
    const second = store.getState().checkSession();
    expect(second).toBe(first);
    pending.resolve(ada);
    await first;
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await store.getState().checkSession();
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('ignores a slow check that answers after a sign-out', async () => {
    const pending = deferred<SessionUser>();
    const store = createSessionStore(() => pending.promise);
    const check = store.getState().checkSession();
    store.getState().signedOut();
    pending.resolve(ada);
    await check;
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('ignores a failing check that answers after a sign-in', async () => {
    const pending = deferred<SessionUser>();
    const store = createSessionStore(() => pending.promise);
    const check = store.getState().checkSession();
    store.getState().signedIn(ada);
    pending.reject(new Error('network'));
    await check;
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: ada });
  });

  describe('with no network', () => {
    const unreachable = async (): Promise<SessionUser> => {
      throw new Error('Network Error');
    };

    it('opens as the person last signed in on this device', async () => {
      const store = createSessionStore(unreachable, async () => ada);
      await store.getState().checkSession();
      expect(store.getState()).toMatchObject({ status: 'authenticated', user: ada });
    });

    it('is signed out when nobody was remembered or the recall fails', async () => {
      const nobody = createSessionStore(unreachable, async () => undefined);
      await nobody.getState().checkSession();
      expect(nobody.getState().status).toBe('unauthenticated');
      const broken = createSessionStore(unreachable, () => Promise.reject(new Error('no IDB')));
      await broken.getState().checkSession();
      expect(broken.getState().status).toBe('unauthenticated');
    });

    it('never takes a remembered person over the server saying nobody is signed in', async () => {
      const store = createSessionStore(
        () => Promise.reject(new ApiError(401, '', 'Unauthorized', null)),
        async () => ada,
      );
      await store.getState().checkSession();
      expect(store.getState().status).toBe('unauthenticated');
    });
  });

  describe('when the server says the session ended', () => {
    it('signs out a signed-in page once and says so', () => {
      const store = createSessionStore(async () => ada);
      store.getState().signedIn(ada);
      expect(store.getState().sessionEnded()).toBe(true);
      expect(store.getState()).toMatchObject({ status: 'unauthenticated', user: null });
      // Further 401s of calls that were under way change nothing and are not announced.
      expect(store.getState().sessionEnded()).toBe(false);
    });

    it('leaves the first check to report a visitor as signed out', () => {
      const store = createSessionStore(async () => ada);
      expect(store.getState().sessionEnded()).toBe(false);
      expect(store.getState().status).toBe('loading');
    });

    it('ignores a check that started before the session ended and answers after', async () => {
      const pending = deferred<SessionUser>();
      const store = createSessionStore(() => pending.promise);
      store.getState().signedIn(ada);
      const check = store.getState().checkSession();
      store.getState().sessionEnded();
      pending.resolve(ada);
      await check;
      expect(store.getState().status).toBe('unauthenticated');
    });

    it('lets the user sign in again', () => {
      const store = createSessionStore(async () => ada);
      store.getState().signedIn(ada);
      store.getState().sessionEnded();
      store.getState().signedIn({ ...ada, id: 'u2', name: 'Grace' });
      expect(store.getState()).toMatchObject({ status: 'authenticated', user: { name: 'Grace' } });
    });
  });
});
