import { useCallback, useEffect, useState } from 'react';
import {
  notificationAccess,
  requestNotificationAccess,
  type NotificationAccess,
} from '../lib/notification-permission';

/**
 * The browser's notification permission as this component last saw it, and a way to ask.
 * `dismissed` is true once the user was asked here and gave no answer (closed the prompt).
 * The permission is read again when the page comes back into view: it is changed in the
 * browser's site settings, outside the page.
 */
export function useNotificationAccess() {
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const reread = () => setAccess(notificationAccess());
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', reread);
    return () => {
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', reread);
    };
  }, []);

  const request = useCallback(async () => {
    const answer = await requestNotificationAccess();
    setAccess(answer);
    setDismissed(answer === 'default');
    return answer;
  }, []);
  return { access, dismissed, request };
}
