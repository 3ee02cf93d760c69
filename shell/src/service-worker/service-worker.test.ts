import { REMINDER_BODY, REMINDER_TITLE } from '@goalcoach/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage, networkAnswer } from './cache-storage.fake';
import type { PrecacheList } from './precache-list';

/** The parts of the worker's global scope the service worker uses, as fakes. */
const showNotification = vi.fn(async () => undefined);
const openWindow = vi.fn(async () => null);
const navigate = vi.fn(async () => null);
const focus = vi.fn(async () => ({ navigate }));
let windows: { url: string; focus: typeof focus }[] = [];
const matchAll = vi.fn(async () => windows);
const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) =>
  fakeSubscription('https://push.example/renewed', options.applicationServerKey),
);

const scope = globalThis as unknown as EventTarget & Record<string, unknown>;
const origin = (globalThis as unknown as { location: { origin: string } }).location.origin;

/** What the build writes into the worker: the shell's files of this build. */
const PRECACHE: PrecacheList = {
  version: 'build-2',
  urls: ['/index.html', '/main.46c87837.js', '/269.8f896522.css'],
};
const PRECACHE_CACHE = 'goalcoach-precache-build-2';
const RUNTIME_CACHE = 'goalcoach-runtime-v1';
const cacheStorage = new FakeCacheStorage(origin);

/** Dispatches an extendable event and waits for what it asked to wait for. */
async function dispatch(type: string, fields: object): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
  });
  scope.dispatchEvent(event);
  await Promise.all(pending);
}

const pushOf = (data: { json(): unknown } | null) => dispatch('push', { data });

beforeAll(async () => {
  Object.assign(scope, {
    registration: { showNotification, pushManager: { subscribe } },
    clients: { matchAll, openWindow, claim: vi.fn(async () => undefined) },
    skipWaiting: vi.fn(async () => undefined),
    caches: cacheStorage,
    __GOALCOACH_PRECACHE__: PRECACHE,
  });
  await import('./service-worker.js');
});

beforeEach(() => {
  windows = [];
  for (const fake of [showNotification, openWindow, navigate, focus, matchAll, subscribe]) {
    fake.mockClear();
  }
});

describe('service worker: push', () => {
  it('shows the pushed reminder, tagged, with where a click leads', async () => {
    await pushOf({ json: () => ({ title: 'Hello', body: 'Check in', url: '/reviews' }) });
    expect(showNotification).toHaveBeenCalledWith('Hello', {
      body: 'Check in',
      tag: 'daily-check-in',
      data: { url: '/reviews' },
    });
  });

  it('falls back to the standard reminder when the payload cannot be read', async () => {
    await pushOf({
      json: () => {
        throw new SyntaxError('not JSON');
      },
    });
    await pushOf(null);
    await pushOf({ json: () => ({ title: 7, url: 'https://evil.example/' }) });
    for (const call of showNotification.mock.calls as unknown[][]) {
      expect(call).toEqual([
        REMINDER_TITLE,
        { body: REMINDER_BODY, tag: 'daily-check-in', data: { url: '/' } },
      ]);
    }
    expect(showNotification).toHaveBeenCalledTimes(3);
  });

  it.each([
    '//evil.example/reviews',
    '/\\evil.example/reviews',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('sends a click on a pushed %s to the app instead', async (url) => {
    await pushOf({ json: () => ({ title: 'Hello', body: 'Check in', url }) });
    expect(showNotification).toHaveBeenCalledWith('Hello', {
      body: 'Check in',
      tag: 'daily-check-in',
      data: { url: '/' },
    });
  });

  it('keeps an address of the app itself, absolute or relative', async () => {
    await pushOf({ json: () => ({ title: 'Hello', body: '', url: `${origin}/reviews` }) });
    await pushOf({ json: () => ({ title: 'Hello', body: '', url: '/reviews?tab=monthly' }) });
    const urls = showNotification.mock.calls.map((call: unknown[]) => call[1]);
    expect(urls).toEqual([
      { body: '', tag: 'daily-check-in', data: { url: `${origin}/reviews` } },
      { body: '', tag: 'daily-check-in', data: { url: '/reviews?tab=monthly' } },
    ]);
  });
});

describe('service worker: notification click', () => {
  const clickOn = (url: unknown) => {
    const close = vi.fn();
    return {
      close,
      done: dispatch('notificationclick', { notification: { close, data: { url } } }),
    };
  };

  it("closes the notification and takes an open window of the app to the reminder's page", async () => {
    windows = [{ url: `${origin}/habits`, focus }];
    const { close, done } = clickOn('/');
    await done;
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${origin}/`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens the app when no window of it is open', async () => {
    const { close, done } = clickOn('/');
    await done;
    expect(close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith(`${origin}/`);
  });

  it('opens a new window when the open one cannot be navigated (not controlled by the worker)', async () => {
    windows = [{ url: `${origin}/habits`, focus }];
    navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    await clickOn('/reviews').done;
    expect(navigate).toHaveBeenCalledWith(`${origin}/reviews`);
    expect(openWindow).toHaveBeenCalledWith(`${origin}/reviews`);
  });

  it.each([
    '//evil.example/reviews',
    '/\\evil.example/reviews',
    'https://evil.example/',
    'javascript:alert(1)',
    42,
  ])('opens the app home, never %s, from a notification carrying it', async (url) => {
    await clickOn(url).done;
    expect(openWindow).toHaveBeenCalledWith(`${origin}/`);
  });
});

/** What a PushSubscription gives the worker: its endpoint, the key it was made with, its JSON. */
function fakeSubscription(endpoint: string, key: unknown = new Uint8Array([1, 2, 3]).buffer) {
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `${endpoint}#p`, auth: 'a' },
    }),
  };
}

describe('service worker: push subscription change', () => {
  type Sent = { method?: string; url: string; credentials?: string; type?: string; body: unknown };
  let sent: Sent[];
  let answers: Record<string, number>;

  beforeEach(() => {
    sent = [];
    answers = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        sent.push({
          method,
          url: url.href,
          credentials: init.credentials,
          type: (init.headers as Record<string, string>)['content-type'],
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        const status = answers[method] ?? 200;
        const body = method === 'GET' ? JSON.stringify({ publicKey: 'server-key' }) : null;
        return new Response(body, { status });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const change = (oldSubscription: unknown, newSubscription: unknown) =>
    dispatch('pushsubscriptionchange', { oldSubscription, newSubscription });
  const subscriptions = `${origin}/api/notifications/subscriptions`;

  it("stores the browser's new subscription, then removes the old endpoint", async () => {
    await change(
      fakeSubscription('https://push.example/old'),
      fakeSubscription('https://push.example/new'),
    );

    expect(sent).toEqual([
      {
        method: 'POST',
        url: subscriptions,
        credentials: 'same-origin',
        type: 'application/json',
        body: {
          endpoint: 'https://push.example/new',
          expirationTime: null,
          keys: { p256dh: 'https://push.example/new#p', auth: 'a' },
        },
      },
      {
        method: 'DELETE',
        url: subscriptions,
        credentials: 'same-origin',
        type: 'application/json',
        body: { endpoint: 'https://push.example/old' },
      },
    ]);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes again with the old key when the browser gave no new subscription', async () => {
    const old = fakeSubscription('https://push.example/old');
    await change(old, null);

    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: old.options.applicationServerKey,
    });
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['POST', expect.objectContaining({ endpoint: 'https://push.example/renewed' })],
      ['DELETE', { endpoint: 'https://push.example/old' }],
    ]);
  });

  it('asks the server for its key when there is no old subscription to take it from', async () => {
    await change(null, null);

    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'server-key',
    });
    expect(sent.map((call) => [call.method, call.url])).toEqual([
      ['GET', `${origin}/api/notifications/push-key`],
      ['POST', subscriptions],
    ]);
  });

  it('is done when the server had dropped the old endpoint already', async () => {
    answers = { DELETE: 404 };
    await change(
      fakeSubscription('https://push.example/old'),
      fakeSubscription('https://push.example/new'),
    );
    expect(sent.map((call) => [call.method, call.url])).toEqual([
      ['POST', subscriptions],
      ['DELETE', subscriptions],
    ]);
  });

  it('fails, keeping the old endpoint, when the server does not store the new one', async () => {
    answers = { POST: 401 };
    await expect(
      change(
        fakeSubscription('https://push.example/old'),
        fakeSubscription('https://push.example/new'),
      ),
    ).rejects.toThrow('401');
    expect(sent.map((call) => call.method)).toEqual(['POST']);
  });
});

/** The network as the worker sees it: answers by path, or no network at all. */
function stubNetwork(answers: Record<string, () => Response>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
        origin,
      );
      asked.push(url.pathname + url.search);
      const answer = answers[url.pathname];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
  return asked;
}

const offline = () => stubNetwork({});

/** Sends a request through the worker: its answer, or undefined when it leaves it to the browser. */
async function fetchThroughWorker(
  path: string,
  { method = 'GET', mode = 'no-cors' }: { method?: string; mode?: RequestMode } = {},
): Promise<Response | undefined> {
  let answer: Promise<Response> | undefined;
  const request = { url: new URL(path, origin).href, method, mode };
  const event = Object.assign(new Event('fetch'), {
    request,
    respondWith: (response: Promise<Response>) => (answer = response),
  });
  scope.dispatchEvent(event);
  return answer;
}

const textOf = async (response: Response | undefined) => response?.text();

describe('service worker: caching the app', () => {
  beforeEach(async () => {
    cacheStorage.caches.clear();
    stubNetwork({
      '/index.html': () =>
        networkAnswer('<p>shell 2</p>', { headers: { 'content-type': 'text/html' } }),
      '/main.46c87837.js': () => networkAnswer('main'),
      '/269.8f896522.css': () => networkAnswer('css'),
    });
    await dispatch('install', {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("caches the build's index.html and shell files on install, then takes over", async () => {
    expect(cacheStorage.paths(PRECACHE_CACHE)).toEqual(PRECACHE.urls);
    expect(scope['skipWaiting']).toHaveBeenCalled();
  });

  it("deletes its caches of other builds on activate, never another part's", async () => {
    await cacheStorage.open('goalcoach-precache-build-1');
    await cacheStorage.open('goalcoach-runtime-v0');
    await cacheStorage.open(RUNTIME_CACHE);
    await cacheStorage.open('offline-data');
    await dispatch('activate', {});
    expect((await cacheStorage.keys()).sort()).toEqual([
      PRECACHE_CACHE,
      RUNTIME_CACHE,
      'offline-data',
    ]);
  });

  it('answers a hashed file from the cache without the network', async () => {
    const asked = offline();
    expect(await textOf(await fetchThroughWorker('/main.46c87837.js'))).toBe('main');
    expect(asked).toEqual([]);
  });

  it('fetches a hashed file once and keeps it', async () => {
    const asked = stubNetwork({
      '/remotes/mf-habits/456.f80a8876.js': () => networkAnswer('habits'),
    });
    expect(await textOf(await fetchThroughWorker('/remotes/mf-habits/456.f80a8876.js'))).toBe(
      'habits',
    );
    expect(await textOf(await fetchThroughWorker('/remotes/mf-habits/456.f80a8876.js'))).toBe(
      'habits',
    );
    expect(asked).toEqual(['/remotes/mf-habits/456.f80a8876.js']);
  });

  it('does not keep a failed answer', async () => {
    stubNetwork({
      '/remotes/mf-habits/456.f80a8876.js': () => networkAnswer('gone', { status: 404 }),
    });
    expect((await fetchThroughWorker('/remotes/mf-habits/456.f80a8876.js'))?.status).toBe(404);
    expect(cacheStorage.paths(RUNTIME_CACHE)).toEqual([]);
  });

  it("opens any page of the app offline from the build's index.html", async () => {
    offline();
    expect(await textOf(await fetchThroughWorker('/habits', { mode: 'navigate' }))).toBe(
      '<p>shell 2</p>',
    );
  });

  it('takes a page from the network while online and opens the newest seen offline', async () => {
    const html = { headers: { 'content-type': 'text/html' } };
    stubNetwork({ '/reviews': () => networkAnswer('<p>shell 3</p>', html) });
    expect(await textOf(await fetchThroughWorker('/reviews', { mode: 'navigate' }))).toBe(
      '<p>shell 3</p>',
    );
    offline();
    expect(await textOf(await fetchThroughWorker('/goals/7', { mode: 'navigate' }))).toBe(
      '<p>shell 3</p>',
    );
  });

  it("takes a remote's entry from the network while online, the last one seen offline", async () => {
    const entry = '/remotes/mf-admin/remoteEntry.js';
    stubNetwork({ [entry]: () => networkAnswer('admin 1') });
    expect(await textOf(await fetchThroughWorker(entry))).toBe('admin 1');
    stubNetwork({ [entry]: () => networkAnswer('admin 2') });
    expect(await textOf(await fetchThroughWorker(entry))).toBe('admin 2');
    offline();
    expect(await textOf(await fetchThroughWorker(`${entry}?attempt=1`))).toBe('admin 2');
  });

  it('keeps the remote manifest for offline starts', async () => {
    stubNetwork({ '/api/federation/manifest': () => networkAnswer('{"remotes":{}}') });
    await fetchThroughWorker('/api/federation/manifest');
    offline();
    expect(await textOf(await fetchThroughWorker('/api/federation/manifest'))).toBe(
      '{"remotes":{}}',
    );
  });

  it.each([
    ['/api/goals', 'GET'],
    ['/api/auth/user', 'GET'],
    ['/api/habits/1/entries', 'POST'],
    ['/main.46c87837.js', 'POST'],
    ['/favicon.svg', 'GET'],
  ])('leaves %s (%s) to the browser', async (path, method) => {
    expect(await fetchThroughWorker(path, { method })).toBeUndefined();
  });

  it('caches the files a page loaded before the worker took over, as the rules allow', async () => {
    const asked = stubNetwork({
      '/remotes/mf-habits/remoteEntry.js': () => networkAnswer('entry'),
      '/remotes/mf-habits/456.f80a8876.js': () => networkAnswer('chunk'),
      '/api/goals': () => networkAnswer('[]'),
    });
    await dispatch('message', {
      data: {
        type: 'cache-loaded-files',
        urls: [
          `${origin}/remotes/mf-habits/remoteEntry.js`,
          `${origin}/remotes/mf-habits/456.f80a8876.js`,
          `${origin}/main.46c87837.js`,
          `${origin}/api/goals`,
          'https://cdn.example/x.12345678.js',
          42,
        ],
      },
    });
    expect(asked.sort()).toEqual([
      '/remotes/mf-habits/456.f80a8876.js',
      '/remotes/mf-habits/remoteEntry.js',
    ]);
    expect(cacheStorage.paths(RUNTIME_CACHE).sort()).toEqual([
      '/remotes/mf-habits/456.f80a8876.js',
      '/remotes/mf-habits/remoteEntry.js',
    ]);
  });
});
