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

/**
 * iPhone and iPad Safari offer notifications only to a site added to the Home Screen and
 * opened from there; in a tab the Notification API is missing. iPadOS calls itself a Mac, so
 * a touch screen tells the two apart.
 */
export function notificationsNeedHomeScreen(): boolean {
  if (typeof navigator === 'undefined') return false;
  const agent = navigator.userAgent;
  const apple =
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  const installed =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches);
  return apple && !installed;
}
