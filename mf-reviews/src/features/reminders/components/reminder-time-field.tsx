import { Field, Input } from '@goalcoach/ui';

type ReminderTimeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** SPEC §2 'Reminder Time'; the value is saved as it changes. */
export function ReminderTimeField({ value, onChange, onBlur }: ReminderTimeFieldProps) {
  return (
    <Field label="Reminder Time" hint="You'll get a notification at this time every day">
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
