import { useEffect, useRef, useState } from 'react';
import { currentPushSubscription, pushSupported } from '../lib/push-device';
import { disableDevicePush, enableDevicePush } from '../lib/push-sync';

/**
 * What Web Push does on this device: not offered by the browser; being set up; subscribed;
 * not subscribed; or tried and failed (no push service reachable).
 */
export type PushStatus = 'unsupported' | 'checking' | 'subscribed' | 'off' | 'unavailable';

/**
 * 'on': reminders are enabled and permitted here, so subscribe. 'off': they are disabled,
 * so end a subscription left on this device. 'unknown': only look.
 */
export type PushWish = 'on' | 'off' | 'unknown';

export type PushDevice = { status: PushStatus; endpoint: string | null };

async function settle(wish: PushWish): Promise<PushDevice> {
  if (wish === 'on') {
    try {
      const subscription = await enableDevicePush();
      return { status: 'subscribed', endpoint: subscription.endpoint };
    } catch {
      return { status: 'unavailable', endpoint: null };
    }
  }
  if (wish === 'off') {
    await disableDevicePush().catch(() => undefined);
  }
  const subscription = await currentPushSubscription().catch(() => null);
  return subscription
    ? { status: 'subscribed', endpoint: subscription.endpoint }
    : { status: 'off', endpoint: null };
}

/** Keeps this device's push subscription in line with `wish`, one change at a time. */
export function usePushDevice(wish: PushWish): PushDevice {
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

  if (!supported) return { status: 'unsupported', endpoint: null };
  return settled?.wish === wish ? settled.device : { status: 'checking', endpoint: null };
}
