import { isApiError } from '@goalcoach/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentPushSubscription, pushSupported } from '../lib/push-device';
import { disableDevicePush, enableDevicePush, renewDevicePush } from '../lib/push-sync';

/**
 * What Web Push does on this device: not offered by the browser; being set up; subscribed;
 * not subscribed; or tried and failed (no push service reachable, or the server refused it).
 */
export type PushStatus = 'unsupported' | 'checking' | 'subscribed' | 'off' | 'unavailable';

/**
 * 'on': reminders are enabled and permitted here, so subscribe. 'off': they are disabled,
 * so end a subscription left on this device. 'unknown': only look.
 */
export type PushWish = 'on' | 'off' | 'unknown';

type PushDevice = {
  status: PushStatus;
  endpoint: string | null;
  /** Why the server refused this device's subscription, in its own words. */
  refusal: string | null;
};

export type PushDeviceControl = PushDevice & {
  /** Replaces a subscription the server no longer has with a fresh one it stores. */
  renew(): Promise<PushDevice>;
};

const UNSUPPORTED: PushDevice = { status: 'unsupported', endpoint: null, refusal: null };
const CHECKING: PushDevice = { status: 'checking', endpoint: null, refusal: null };

async function subscribed(subscribe: () => Promise<PushSubscription>): Promise<PushDevice> {
  try {
    const subscription = await subscribe();
    return { status: 'subscribed', endpoint: subscription.endpoint, refusal: null };
  } catch (error) {
    const refusal = isApiError(error) ? error.serverMessage : null;
    return { status: 'unavailable', endpoint: null, refusal };
  }
}

async function settle(wish: PushWish): Promise<PushDevice> {
  if (wish === 'on') return subscribed(() => enableDevicePush());
  if (wish === 'off') {
    await disableDevicePush().catch(() => undefined);
  }
  const subscription = await currentPushSubscription().catch(() => null);
  return subscription
    ? { status: 'subscribed', endpoint: subscription.endpoint, refusal: null }
    : { status: 'off', endpoint: null, refusal: null };
}

/** Keeps this device's push subscription in line with `wish`, one change at a time. */
export function usePushDevice(wish: PushWish): PushDeviceControl {
  const supported = pushSupported();
  const [settled, setSettled] = useState<{ wish: PushWish; device: PushDevice } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!supported) return;
    let current = true;
    queue.current = queue.current.then(async () => {
      const device = await settle(wish);
      if (current) setSettled({ wish, device });
    });
    return () => {
      current = false;
    };
  }, [supported, wish]);

  const renew = useCallback((): Promise<PushDevice> => {
    if (!supported) return Promise.resolve(UNSUPPORTED);
    const renewal = queue.current.then(async () => {
      const device = await subscribed(() => renewDevicePush());
      setSettled({ wish, device });
      return device;
    });
    queue.current = renewal;
    return renewal;
  }, [supported, wish]);

  if (!supported) return { ...UNSUPPORTED, renew };
  const device = settled?.wish === wish ? settled.device : CHECKING;
  return { ...device, renew };
}
