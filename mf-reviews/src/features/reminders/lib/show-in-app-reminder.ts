import { REMINDER_BODY, REMINDER_TITLE } from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import { REMINDER_AUTO_CLOSE_MS } from './show-reminder';

/**
 * The reminder inside the page, for a browser that may not show notifications (blocked, not
 * allowed yet, or no Notification API): a toast with a way to the dashboard, closing itself
 * as the notification would.
 */
export function showInAppReminder(onOpen: () => void): void {
  toast({
    title: REMINDER_TITLE,
    description: REMINDER_BODY,
    duration: REMINDER_AUTO_CLOSE_MS,
    action: { label: 'Open Dashboard', onClick: onOpen },
  });
}
