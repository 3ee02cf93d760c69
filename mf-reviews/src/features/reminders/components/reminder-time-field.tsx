import { Field, Input } from '@goalcoach/ui';
import './reminder-time-field.css';

type ReminderTimeFieldProps = {
  value: string;
  /** The browser may show notifications here; else the reminder shows inside the app. */
  notifies: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/**
 * 'Reminder Time': the value is saved as it changes, with reminders on or off, so it
 * can be chosen before they are switched on.
 */
export function ReminderTimeField({ value, notifies, onChange, onBlur }: ReminderTimeFieldProps) {
  return (
    <Field
      label="Reminder Time"
      hint={
        notifies
          ? "You'll get a notification at this time every day"
          : "You'll be reminded at this time every day while GoalCoach is open"
      }
    >
      <Input
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="gc-reminders__time"
        data-testid="reminders-time"
      />
    </Field>
  );
}
