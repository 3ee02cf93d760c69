// The shell's service worker (/sw.js, scope /): keeps the app's files so it opens with no
// network (app-cache.ts), shows the daily reminders that Web Push brings while no tab of the
// app is open, opens the app when one is clicked, and tells the server when the browser
// rotates the push subscription.
import {
  REMINDER_BODY,
  REMINDER_TAG,
  REMINDER_TITLE,
  REMINDER_URL,
  type ReminderPayload,
} from '@goalcoach/contracts';
import { cacheLoadedFiles, deleteOldCaches, precacheApp, respond } from './app-cache';
import { cachingStrategyFor } from './caching-strategy';
import { precacheList } from './precache-list';
import { renewPushSubscription } from './push-subscription-change';
import { CACHE_LOADED_FILES } from './worker-messages';

declare const self: ServiceWorkerGlobalScope;

/**
 * `url` as an absolute address of this app, or null when it leads anywhere else: a bare
 * "starts with /" check lets `//evil.example` and `/\evil.example` through to another origin.
 */
export function sameOriginUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const resolved = new URL(url, self.location.origin);
    return resolved.origin === self.location.origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** The pushed reminder, or the standard one when the payload cannot be read. */
export function readReminder(data: PushMessageData | null): ReminderPayload {
  const fallback = { title: REMINDER_TITLE, body: REMINDER_BODY, url: REMINDER_URL };
  try {
    const payload: unknown = data?.json();
    if (typeof payload !== 'object' || payload === null) return fallback;
    const { title, body, url } = payload as Partial<Record<keyof ReminderPayload, unknown>>;
    return {
      title: typeof title === 'string' && title ? title : fallback.title,
      body: typeof body === 'string' ? body : fallback.body,
      url: typeof url === 'string' && sameOriginUrl(url) ? url : fallback.url,
    };
  } catch {
    return fallback;
  }
}

/** Focuses a window of the app and takes it to `url`, or opens one there. */
async function openApp(url: unknown): Promise<void> {
  const target = sameOriginUrl(url) ?? new URL(REMINDER_URL, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open && (await navigateWindow(open, target))) return;
  await self.clients.openWindow(target);
}

/** Whether `client` was sent to `target`: navigate() rejects on a window this worker does not control. */
async function navigateWindow(client: WindowClient, target: string): Promise<boolean> {
  try {
    const focused = await client.focus();
    await focused.navigate(target);
    return true;
  } catch {
    return false;
  }
}

const precache = precacheList();

self.addEventListener('install', (event) => {
  event.waitUntil(
    (precache ? precacheApp(precache) : Promise.resolve()).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (precache ? deleteOldCaches(precache) : Promise.resolve()).then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (!precache) return;
  const { request } = event;
  const strategy = cachingStrategyFor(new URL(request.url), request, self.location.origin);
  if (strategy === 'network-only') return;
  event.respondWith(respond(request, strategy, precache));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (!precache || data?.type !== CACHE_LOADED_FILES) return;
  event.waitUntil(cacheLoadedFiles(data.urls, precache));
});

self.addEventListener('push', (event) => {
  const reminder = readReminder(event.data);
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: REMINDER_TAG,
      data: { url: reminder.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openApp(data?.url));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewPushSubscription(event.oldSubscription, event.newSubscription));
});
