import { REMINDER_BODY, REMINDER_TAG, REMINDER_TITLE, REMINDER_URL } from '@goalcoach/contracts';
import { currentRegistration } from './push-device';

/** A reminder closes itself after this long. */
export const REMINDER_AUTO_CLOSE_MS = 30_000;

/**
 * Shows the reminder now, from this page. Through the service worker when one is active (it
 * handles the click, and `getNotifications()` can see it); else with `new Notification`, whose
 * click focuses this window and calls `onOpen` (the page goes to '/').
 */
export async function showReminder(onOpen: () => void): Promise<void> {
  const registration =
    'serviceWorker' in navigator ? await currentRegistration(navigator.serviceWorker) : undefined;
  if (registration?.active) {
    await registration.showNotification(REMINDER_TITLE, {
      body: REMINDER_BODY,
      tag: REMINDER_TAG,
      data: { url: REMINDER_URL },
    });
    setTimeout(() => {
      void registration
        .getNotifications({ tag: REMINDER_TAG })
        .then((shown) => shown.forEach((notification) => notification.close()));
    }, REMINDER_AUTO_CLOSE_MS);
    return;
  }
  const notification = new Notification(REMINDER_TITLE, { body: REMINDER_BODY, tag: REMINDER_TAG });
  notification.onclick = () => {
    window.focus();
    onOpen();
    notification.close();
  };
  setTimeout(() => notification.close(), REMINDER_AUTO_CLOSE_MS);
}
