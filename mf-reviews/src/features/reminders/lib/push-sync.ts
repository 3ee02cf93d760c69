import { deletePushSubscription, fetchPushKey, savePushSubscription } from '../api/push-api';
import {
  currentPushSubscription,
  registerReminderWorker,
  subscribeToPush,
  subscriptionRequest,
} from './push-device';

/**
 * Subscribes this device and tells the server. A subscription the server could not store is
 * dropped again, so "subscribed" always means the server can reach this device.
 */
export async function enableDevicePush(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<PushSubscription> {
  const registration = await registerReminderWorker(container);
  const subscription = await subscribeToPush(registration, await fetchPushKey());
  try {
    await savePushSubscription(subscriptionRequest(subscription));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return subscription;
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
