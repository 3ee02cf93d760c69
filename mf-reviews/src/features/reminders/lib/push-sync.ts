import { isApiError } from '@goalcoach/api';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from '../api/push-api';
import {
  currentPushSubscription,
  registerReminderWorker,
  subscribeToPush,
  subscriptionRequest,
} from './push-device';

/**
 * Subscribes with `publicKey` and tells the server. A subscription the server could not store
 * is dropped again, so "subscribed" always means the server can reach this device.
 */
async function subscribeAndSave(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const subscription = await subscribeToPush(registration, publicKey);
  try {
    await savePushSubscription(subscriptionRequest(subscription));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return subscription;
}

/**
 * Subscribes this device and tells the server. A 409 means the server holds this endpoint with
 * other keys (another account's subscription of this browser): the subscription dropped, a
 * fresh one has a new endpoint, which is saved once more.
 */
export async function enableDevicePush(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<PushSubscription> {
  const registration = await registerReminderWorker(container);
  const publicKey = await fetchPushKey();
  try {
    return await subscribeAndSave(registration, publicKey);
  } catch (error) {
    if (!isApiError(error, 409)) throw error;
    return subscribeAndSave(registration, publicKey);
  }
}

/**
 * For a subscription the server no longer has (it answered 404/410 for it): the browser's one
 * is ended and a fresh one subscribed and saved, so the server has a live endpoint again.
 */
export async function renewDevicePush(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<PushSubscription> {
  const stale = await currentPushSubscription(container);
  await stale?.unsubscribe();
  return enableDevicePush(container);
}

/**
 * Ends this device's subscription, on the server and in the browser. The browser side ends
 * even when the server cannot be told: the push service then answers 410 and the server
 * drops it itself.
 */
export async function disableDevicePush(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  const subscription = await currentPushSubscription(container);
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}
