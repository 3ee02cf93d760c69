import { Button } from '@goalcoach/ui';
import { Check, X } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import './check-in-choice.css';

export type DoneChoiceProps = {
  /** null until the user answers. */
  value: boolean | null;
  onChange: (done: boolean) => void;
  disabled?: boolean;
};

const OPTIONS = [
  { done: true, label: 'Yes', Icon: Check, testId: 'check-in-done-yes' },
  { done: false, label: 'No', Icon: X, testId: 'check-in-done-no' },
] as const;

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * The check-in's required Yes/No as a radio group of buttons: one tab stop (the chosen option, or
 * Yes before an answer), arrow keys move and choose, as native radios do.
 */
export function DoneChoice({ value, onChange, disabled }: DoneChoiceProps) {
  const questionId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + OPTIONS.length) % OPTIONS.length;
    const option = OPTIONS[next];
    if (!option) return;
    onChange(option.done);
    buttons.current[next]?.focus();
  };

  return (
    <div className="gc-check-in-choice">
      <p id={questionId} className="gc-check-in-choice__question">
        Did you complete your daily action today?
        <span className="gc-label__required" aria-hidden="true">
          *
        </span>
      </p>
      <div
        className="gc-check-in-choice__options"
        role="radiogroup"
        aria-labelledby={questionId}
        aria-required="true"
      >
        {OPTIONS.map(({ done, label, Icon, testId }, index) => {
          const checked = value === done;
          const tabStop = value === null ? index === 0 : checked;
          return (
            <Button
              key={label}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={tabStop ? 0 : -1}
              variant={checked ? 'primary' : 'outline'}
              onClick={() => onChange(done)}
              onKeyDown={(event) => onKeyDown(event, index)}
              disabled={disabled}
              data-testid={testId}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
