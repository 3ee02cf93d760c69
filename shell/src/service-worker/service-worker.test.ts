import { REMINDER_BODY, REMINDER_TITLE } from '@goalcoach/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The parts of the worker's global scope the service worker uses, as fakes. */
const showNotification = vi.fn(async () => undefined);
const openWindow = vi.fn(async () => null);
const navigate = vi.fn(async () => null);
const focus = vi.fn(async () => ({ navigate }));
let windows: { url: string; focus: typeof focus }[] = [];
const matchAll = vi.fn(async () => windows);

const scope = globalThis as unknown as EventTarget & Record<string, unknown>;
const origin = (globalThis as unknown as { location: { origin: string } }).location.origin;

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
    registration: { showNotification },
    clients: { matchAll, openWindow, claim: vi.fn(async () => undefined) },
    skipWaiting: vi.fn(async () => undefined),
  });
  await import('./service-worker.js');
});

beforeEach(() => {
  windows = [];
  for (const fake of [showNotification, openWindow, navigate, focus, matchAll]) fake.mockClear();
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
