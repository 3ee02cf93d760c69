import { apiClient } from '@goalcoach/api';
import type {
  PushEndpointRequest,
  PushPublicKey,
  PushSubscriptionRequest,
} from '@goalcoach/contracts';
import { apiPaths } from '../../../shared/api/api-paths';

export async function fetchPushKey(): Promise<string> {
  const { data } = await apiClient.get<PushPublicKey>(apiPaths.pushKey);
  return data.publicKey;
}

export async function savePushSubscription(request: PushSubscriptionRequest): Promise<void> {
  await apiClient.post(apiPaths.pushSubscriptions, request);
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiClient.delete(apiPaths.pushSubscriptions, {
    data: { endpoint } satisfies PushEndpointRequest,
  });
}

/** The server sends a real reminder push to this one device. */
export async function sendTestPush(endpoint: string): Promise<void> {
  await apiClient.post(apiPaths.testNotification, { endpoint } satisfies PushEndpointRequest);
}
