import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sendTestPush } from '../api/push-api';
import { showReminder } from '../lib/show-reminder';

/**
 * SPEC §2 'Test Notification': a real push to this device when it is subscribed (the server
 * sends it), else the reminder shown at once from this page.
 */
export function useTestNotification(endpoint: string | null) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (endpoint) {
        await sendTestPush(endpoint);
        return 'push' as const;
      }
      await showReminder(() => void navigate('/'));
      return 'page' as const;
    },
    onSuccess: (via) => {
      if (via === 'push') {
        toast({ title: 'Test Sent', description: 'A test reminder is on its way to this device.' });
      }
    },
    onError: (error) =>
      toastFailure('Error', error, 'Failed to show the test notification. Please try again.'),
  });
}
