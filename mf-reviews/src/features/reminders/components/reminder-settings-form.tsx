import type { NotificationSettings } from '@goalcoach/contracts';
import { Button, Switch } from '@goalcoach/ui';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useNotificationAccess } from '../hooks/use-notification-access';
import { usePushDevice, type PushWish } from '../hooks/use-push-device';
import { useSettingsDraft } from '../hooks/use-settings-draft';
import { useTestNotification } from '../hooks/use-test-notification';
import { HowRemindersWork } from './how-reminders-work';
import { NotificationAccessNote } from './notification-access-note';
import { PushStatusNote } from './push-status-note';
import { ReminderTimeField } from './reminder-time-field';
import './reminder-settings-form.css';

/**
 * The switch is the account's setting. Switching it on asks this browser for
 * notifications; whatever it answers, reminders go on, because they also show inside the app
 * while it is open, and the note says what the browser allows and how to change it. The time
 * is always there, so it can be chosen before and after switching on.
 */
export function ReminderSettingsForm({ saved }: { saved: NotificationSettings }) {
  const switchId = useId();
  const { access, dismissed, request } = useNotificationAccess();
  const { draft, saving, setEnabled, setTime, flushTime } = useSettingsDraft(saved);
  const granted = access === 'granted';
  const wish: PushWish = !saved.enabled ? 'off' : granted ? 'on' : 'unknown';
  const push = usePushDevice(wish);
  const test = useTestNotification(push);

  const toggle = async (checked: boolean) => {
    if (!checked) return setEnabled(false);
    setEnabled(true);
    // Asked in the same tap, as browsers require; the answer shows in the note.
    if (access === 'default') await request();
  };

  return (
    <div className="gc-stack gc-reminders">
      <div className="gc-reminders__switch">
        <label htmlFor={switchId}>Enable Daily Reminders</label>
        <Switch
          id={switchId}
          checked={draft.enabled}
          onCheckedChange={(checked) => void toggle(checked)}
          aria-busy={saving || undefined}
          data-testid="reminders-switch"
        />
      </div>
      <NotificationAccessNote
        access={access}
        dismissed={dismissed}
        enabled={draft.enabled}
        onAllow={() => void request()}
      />
      <ReminderTimeField
        value={draft.reminderTime}
        notifies={granted}
        onChange={setTime}
        onBlur={flushTime}
      />
      {draft.enabled && (
        <>
          {granted && <PushStatusNote status={push.status} refusal={push.refusal} />}
          <Button
            variant="outline"
            onClick={() => test.mutate()}
            disabled={granted && push.status === 'checking'}
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
