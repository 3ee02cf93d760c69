import { notificationAccess } from './notification-permission';
import { showInAppReminder } from './show-in-app-reminder';
import { showReminder } from './show-reminder';

/**
 * Shows the reminder from this page: as a notification where the browser allows them, else
 * inside the page, so a blocked permission never silences reminders while the app is open.
 */
export async function remindHere(onOpen: () => void): Promise<'notification' | 'in-app'> {
  if (notificationAccess() === 'granted') {
    await showReminder(onOpen);
    return 'notification';
  }
  showInAppReminder(onOpen);
  return 'in-app';
}
