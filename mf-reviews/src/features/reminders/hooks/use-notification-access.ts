import { useCallback, useState } from 'react';
import {
  notificationAccess,
  requestNotificationAccess,
  type NotificationAccess,
} from '../lib/notification-permission';

/** The browser's notification permission as this component last saw it, and a way to ask. */
export function useNotificationAccess() {
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const request = useCallback(async () => {
    const answer = await requestNotificationAccess();
    setAccess(answer);
    return answer;
  }, []);
  return { access, request };
}
