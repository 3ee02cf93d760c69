import { Button } from '@goalcoach/ui';
import { Check, X } from 'lucide-react';
import { useId } from 'react';

export type DoneChoiceProps = {
  /** null until the user answers. */
  value: boolean | null;
  onChange: (done: boolean) => void;
  disabled?: boolean;
};

/** SPEC §2's required Yes/No: two toggle buttons, the chosen one pressed. */
export function DoneChoice({ value, onChange, disabled }: DoneChoiceProps) {
  const questionId = useId();
  return (
    <div className="gc-check-in-choice" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="gc-check-in-choice__question">
        Did you complete your daily action today?
        <span className="gc-label__required" aria-hidden="true">
          *
        </span>
      </p>
      <div className="gc-check-in-choice__options">
        <Button
          type="button"
          variant={value === true ? 'primary' : 'outline'}
          aria-pressed={value === true}
          onClick={() => onChange(true)}
          disabled={disabled}
          data-testid="check-in-done-yes"
        >
          <Check aria-hidden />
          Yes
        </Button>
        <Button
          type="button"
          variant={value === false ? 'primary' : 'outline'}
          aria-pressed={value === false}
          onClick={() => onChange(false)}
          disabled={disabled}
          data-testid="check-in-done-no"
        >
          <X aria-hidden />
          No
        </Button>
      </div>
    </div>
  );
}
