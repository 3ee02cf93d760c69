import { isApiError } from '@goalcoach/api';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@goalcoach/routing';
import { sendTestPush } from '../api/push-api';
import { remindHere } from '../lib/remind-here';
import type { PushDeviceControl } from './use-push-device';

/** The server no longer has the subscription (404), or the push service dropped it (410). */
const isLostSubscription = (error: unknown) => isApiError(error, 404) || isApiError(error, 410);

/**
 * 'Test Notification': a real push to this device when it is subscribed (the server
 * sends it), else the reminder shown at once from this page (inside it where the browser
 * shows no notifications). A subscription the server has
 * lost is replaced at once, so the next test (and the daily push) reaches the device.
 */
export function useTestNotification({
  endpoint,
  renew,
}: Pick<PushDeviceControl, 'endpoint' | 'renew'>) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (endpoint) {
        try {
          await sendTestPush(endpoint);
          return 'push' as const;
        } catch (error) {
          if (!isLostSubscription(error)) throw error;
          const renewed = await renew();
          // Not renewed: the device has no subscription now, and in-page reminders take over.
          if (renewed.status !== 'subscribed') throw error;
          return 'renewed' as const;
        }
      }
      await remindHere(() => void navigate('/'));
      return 'page' as const;
    },
    onSuccess: (via) => {
      if (via === 'push') {
        toast({ title: 'Test Sent', description: 'A test reminder is on its way to this device.' });
      } else if (via === 'renewed') {
        toast({
          title: 'Test Not Sent',
          description: 'This device was re-registered for reminders: try again',
        });
      }
    },
    onError: (error) =>
      toastFailure('Error', error, 'Failed to show the test notification. Please try again.'),
  });
}
