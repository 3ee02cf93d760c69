import type { NotificationSettings } from '@goalcoach/contracts';
import { Alert, Button, Switch } from '@goalcoach/ui';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useNotificationAccess } from '../hooks/use-notification-access';
import { usePushDevice, type PushWish } from '../hooks/use-push-device';
import { useSettingsDraft } from '../hooks/use-settings-draft';
import { useTestNotification } from '../hooks/use-test-notification';
import { HowRemindersWork } from './how-reminders-work';
import { PushStatusNote } from './push-status-note';
import { ReminderTimeField } from './reminder-time-field';

/**
 * SPEC §2/§4: reminders are on here only when the user switched them on (a setting of the
 * account) and this browser lets the app notify.
 */
export function ReminderSettingsForm({ saved }: { saved: NotificationSettings }) {
  const switchId = useId();
  const { access, request } = useNotificationAccess();
  const { draft, saving, setEnabled, setTime, flushTime } = useSettingsDraft(saved);
  const onHere = draft.enabled && access === 'granted';
  const wish: PushWish = !saved.enabled ? 'off' : access === 'granted' ? 'on' : 'unknown';
  const push = usePushDevice(wish);
  const test = useTestNotification(push);

  const toggle = async (checked: boolean) => {
    if (!checked) return setEnabled(false);
    const answer = access === 'granted' ? access : await request();
    if (answer === 'granted') setEnabled(true);
  };

  return (
    <div className="gc-stack gc-reminders">
      <div className="gc-reminders__switch">
        <label htmlFor={switchId}>Enable Daily Reminders</label>
        <Switch
          id={switchId}
          checked={onHere}
          onCheckedChange={(checked) => void toggle(checked)}
          disabled={access === 'denied' || access === 'unsupported'}
          aria-busy={saving || undefined}
          data-testid="reminders-switch"
        />
      </div>
      {access === 'denied' && (
        <Alert variant="warning" title="Notifications Blocked" data-testid="reminders-blocked">
          Please enable notifications in your browser settings to receive daily reminders.
        </Alert>
      )}
      {access === 'unsupported' && (
        <Alert
          variant="warning"
          title="Notifications Not Supported"
          data-testid="reminders-unsupported"
        >
          This browser cannot show notifications, so reminders cannot reach you here.
        </Alert>
      )}
      {access === 'default' && saved.enabled && (
        <p className="gc-reminders__note" data-testid="reminders-other-device">
          Reminders are on for your account. Switch them on here to allow notifications on this
          device too.
        </p>
      )}
      {onHere && (
        <>
          <ReminderTimeField value={draft.reminderTime} onChange={setTime} onBlur={flushTime} />
          <PushStatusNote status={push.status} refusal={push.refusal} />
          <Button
            variant="outline"
            onClick={() => test.mutate()}
            disabled={push.status === 'checking'}
            loading={test.isPending}
            data-testid="reminders-test"
          >
            <BellRing aria-hidden />
            Test Notification
          </Button>
        </>
      )}
      <HowRemindersWork />
    </div>
  );
}
