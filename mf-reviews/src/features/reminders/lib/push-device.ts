import type { PushSubscriptionRequest } from '@goalcoach/contracts';

/** The service worker the shell serves at its root; it shows pushed reminders. */
const REMINDER_WORKER_URL = '/sw.js';
/** How long a new service worker may take to become active before push counts as unavailable. */
const WORKER_ACTIVATION_TIMEOUT_MS = 10_000;
/** A push service that does not answer within this long counts as unreachable. */
const PUSH_SUBSCRIBE_TIMEOUT_MS = 15_000;

/** Whether this browser can receive Web Push at all. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window;
}

function activeWithin(
  registration: ServiceWorkerRegistration,
  timeoutMs: number,
): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The service worker did not become active')),
      timeoutMs,
    );
    const settle = () => {
      if (worker?.state === 'activated') {
        clearTimeout(timer);
        resolve(registration);
      } else if (worker?.state === 'redundant') {
        clearTimeout(timer);
        reject(new Error('The service worker failed to install'));
      }
    };
    worker?.addEventListener('statechange', settle);
    settle();
  });
}

/** Registers the reminder worker (or finds it registered) and waits until it is active. */
export async function registerReminderWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  timeoutMs = WORKER_ACTIVATION_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> {
  const registration = await container.register(REMINDER_WORKER_URL, { scope: '/' });
  return activeWithin(registration, timeoutMs);
}

/** The registration that controls this page, if any. */
export async function currentRegistration(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | undefined> {
  return container ? container.getRegistration() : undefined;
}

/** This device's push subscription, if it has one. */
export async function currentPushSubscription(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<PushSubscription | null> {
  const registration = await currentRegistration(container);
  return registration?.pushManager ? registration.pushManager.getSubscription() : null;
}

/** The bytes of a URL-safe base64 VAPID key, as PushManager.subscribe takes them. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/**
 * Subscribes the device to push, reusing its subscription when it was made with the same
 * server key (a subscription for an old key is replaced: the push service would refuse it).
 */
export async function subscribeToPush(
  registration: ServiceWorkerRegistration,
  publicKey: string,
  timeoutMs = PUSH_SUBSCRIBE_TIMEOUT_MS,
): Promise<PushSubscription> {
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The push service did not answer')), timeoutMs);
  });
  try {
    return await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the server stores of a subscription. */
export function subscriptionRequest(subscription: PushSubscription): PushSubscriptionRequest {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new Error('The push subscription has no keys');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh, auth },
  };
}
