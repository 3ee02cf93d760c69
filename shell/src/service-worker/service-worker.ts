// The shell's service worker (/sw.js, scope /): shows the daily reminders that Web Push
// brings while no tab of the app is open, and opens the app when one is clicked.
import {
  REMINDER_BODY,
  REMINDER_TAG,
  REMINDER_TITLE,
  REMINDER_URL,
  type ReminderPayload,
} from '@goalcoach/contracts';

declare const self: ServiceWorkerGlobalScope;

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
      url: typeof url === 'string' && url.startsWith('/') ? url : fallback.url,
    };
  } catch {
    return fallback;
  }
}

/** Focuses a window of the app and takes it to `url`, or opens one there. */
async function openApp(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
  const url = typeof data?.url === 'string' ? data.url : REMINDER_URL;
  event.waitUntil(openApp(url));
});
