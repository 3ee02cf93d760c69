import './notification-access-note.css';
import { Alert, Button } from '@goalcoach/ui';
import type { NotificationAccess } from '../lib/notification-permission';
import { notificationsNeedHomeScreen } from '../lib/notification-permission';

const SITE_SETTINGS =
  'tap the lock or site-settings icon in the address bar, then Notifications → Allow, and reload the page';
const IN_PAGE = 'Daily reminders still show inside GoalCoach while it is open.';

type NotificationAccessNoteProps = {
  access: NotificationAccess;
  /** The user was asked on this page and closed the prompt without answering. */
  dismissed: boolean;
  /** Reminders are on for the account. */
  enabled: boolean;
  onAllow: () => void;
};

/**
 * Why this device cannot show reminder notifications, and how to change that in this browser.
 * Says nothing where notifications are allowed, or where they were never asked for and
 * reminders are off.
 */
export function NotificationAccessNote({
  access,
  dismissed,
  enabled,
  onAllow,
}: NotificationAccessNoteProps) {
  if (access === 'denied') {
    return (
      <Alert
        variant="warning"
        title="Notifications are blocked"
        className="gc-reminders-access"
        data-testid="reminders-blocked"
      >
        <p>This browser blocks notifications from GoalCoach. To allow them, {SITE_SETTINGS}.</p>
        <p>{IN_PAGE}</p>
      </Alert>
    );
  }
  if (access === 'unsupported') {
    const homeScreen = notificationsNeedHomeScreen();
    return (
      <Alert
        variant="warning"
        className="gc-reminders-access"
        title={homeScreen ? 'Add GoalCoach to your Home Screen' : 'Notifications not supported'}
        data-testid="reminders-unsupported"
        data-reason={homeScreen ? 'home-screen' : 'browser'}
      >
        <p>
          {homeScreen
            ? 'On iPhone and iPad, notifications work only from the Home Screen: tap Share, then Add to Home Screen, and open GoalCoach from there.'
            : 'This browser cannot show notifications.'}
        </p>
        <p>{IN_PAGE}</p>
      </Alert>
    );
  }
  if (access === 'default' && (enabled || dismissed)) {
    return (
      <Alert
        variant="info"
        title="Notifications are not allowed yet"
        className="gc-reminders-access"
        data-testid="reminders-not-allowed"
        action={
          <Button size="sm" variant="outline" onClick={onAllow} data-testid="reminders-allow">
            Allow
          </Button>
        }
      >
        <p>
          Allow notifications to get reminders on this device. If the browser does not ask,{' '}
          {SITE_SETTINGS}.
        </p>
        <p>{IN_PAGE}</p>
      </Alert>
    );
  }
  return null;
}
