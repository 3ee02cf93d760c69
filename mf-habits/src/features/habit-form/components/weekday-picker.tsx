import type { Ref } from 'react';
import { useId } from 'react';
import './picker-fieldset.css';
import './weekday-picker.css';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

type WeekdayPickerProps = {
  /** 0 = Sunday ... 6 = Saturday. */
  value: number[];
  onChange: (days: number[]) => void;
  error?: string;
  firstDayRef: Ref<HTMLButtonElement>;
};

/** The weekdays of a custom habit: seven toggles, Sunday first; at least one is needed. */
export function WeekdayPicker({ value, onChange, error, firstDayRef }: WeekdayPickerProps) {
  const hintId = useId();
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day]);

  return (
    <fieldset
      className="gc-weekday-picker"
      aria-describedby={hintId}
      data-invalid={error ? '' : undefined}
    >
      <legend className="gc-label">
        Days
        <span className="gc-label__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="gc-weekday-picker__days">
        {WEEKDAYS.map(([short, long], day) => (
          <button
            key={short}
            ref={day === 0 ? firstDayRef : undefined}
            type="button"
            aria-pressed={value.includes(day)}
            aria-label={long}
            onClick={() => toggle(day)}
            className="gc-weekday-picker__day"
            data-testid={`habit-form-day-${day}`}
          >
            {short}
          </button>
        ))}
      </div>
      <p id={hintId} className={error ? 'gc-field__error' : 'gc-field__hint'}>
        {error ?? 'Other days neither extend nor break the streak.'}
      </p>
    </fieldset>
  );
}
