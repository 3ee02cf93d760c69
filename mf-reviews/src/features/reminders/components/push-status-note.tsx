import type { PushStatus } from '../hooks/use-push-device';
import './push-status-note.css';

const IN_TAB_ONLY = 'Reminders will show while the app is open in a tab.';

const TEXTS: Record<PushStatus, string> = {
  checking: 'Setting up reminders for when the app is closed...',
  subscribed: 'Reminders reach this device even when the app is closed.',
  off: `Push is unavailable on this device. ${IN_TAB_ONLY}`,
  unavailable: `Push is unavailable on this device. ${IN_TAB_ONLY}`,
  unsupported: `This browser cannot receive push reminders. ${IN_TAB_ONLY}`,
};

type PushStatusNoteProps = {
  status: PushStatus;
  /** The server's reason for refusing this device, said instead of the generic text. */
  refusal?: string | null;
};

/** Whether reminders also arrive with no tab open (Web Push) or only while one is. */
export function PushStatusNote({ status, refusal }: PushStatusNoteProps) {
  return (
    <p
      className="gc-reminders__push"
      role="status"
      data-status={status}
      data-testid="reminders-push-status"
    >
      {status === 'unavailable' && refusal ? `${refusal} ${IN_TAB_ONLY}` : TEXTS[status]}
    </p>
  );
}
