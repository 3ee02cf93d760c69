/** The browser's answer about notifications, or that it has no Notification API at all. */
export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return typeof window !== 'undefined' && 'Notification' in window
    ? Notification.permission
    : 'unsupported';
}

/** Asks the browser; its answer is also what `notificationAccess` reads from now on. */
export async function requestNotificationAccess(): Promise<NotificationAccess> {
  if (notificationAccess() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}
