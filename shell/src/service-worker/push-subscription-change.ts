// When the browser rotates this device's push subscription (it expired, or the push service
// replaced it), the server must learn the new endpoint, or reminders stop arriving with no tab
// open and no one notices.
import type {
  PushEndpointRequest,
  PushPublicKey,
  PushSubscriptionRequest,
} from '@goalcoach/contracts';

declare const self: ServiceWorkerGlobalScope;

const SUBSCRIPTIONS_PATH = '/api/notifications/subscriptions';
const PUSH_KEY_PATH = '/api/notifications/push-key';

/**
 * A same-origin call with the session cookie; the browser adds the Origin header the server's
 * CSRF check wants.
 */
async function callApi(method: string, path: string, body?: object): Promise<Response> {
  const response = await fetch(new URL(path, self.location.origin), {
    method,
    credentials: 'same-origin',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

function subscriptionRequest(subscription: PushSubscription): PushSubscriptionRequest {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new Error('The push subscription has no keys');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh, auth },
  };
}

/** The server key the old subscription was made with, else the one the server gives now. */
async function serverKey(old: PushSubscription | null): Promise<BufferSource | string> {
  const key = old?.options.applicationServerKey;
  if (key) return key;
  const response = await callApi('GET', PUSH_KEY_PATH);
  return ((await response.json()) as PushPublicKey).publicKey;
}

/**
 * Stores the browser's new subscription (subscribing again when the browser gave none) and
 * removes the old endpoint from the server.
 */
export async function renewPushSubscription(
  old: PushSubscription | null,
  fresh: PushSubscription | null,
): Promise<void> {
  const current =
    fresh ??
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await serverKey(old),
    }));
  await callApi('POST', SUBSCRIPTIONS_PATH, subscriptionRequest(current));
  if (old && old.endpoint !== current.endpoint) {
    const request: PushEndpointRequest = { endpoint: old.endpoint };
    // The server may have dropped it already (the push service answered 410): that is fine.
    await callApi('DELETE', SUBSCRIPTIONS_PATH, request).catch(() => undefined);
  }
}
