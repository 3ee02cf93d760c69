import './check-in-choice.css';
import './confidence-choice.css';
import { CONFIDENCE_QUESTION, CONFIDENCE_SCALE } from '@goalcoach/contracts';
import { useId } from 'react';

export type ConfidenceChoiceProps = {
  /** null until the person answers. */
  value: number | null;
  onChange: (confidence: number) => void;
  disabled?: boolean;
};

const LEVELS = Array.from({ length: CONFIDENCE_SCALE }, (_, index) => index + 1);

/**
 * The check-in's required confidence, 1 to 10, as native radios: one tab stop, arrow keys move
 * and choose. Each number is a tile at least 44 px square; the radio covers its tile, so a tap
 * anywhere on it answers.
 */
export function ConfidenceChoice({ value, onChange, disabled }: ConfidenceChoiceProps) {
  const name = useId();
  const scaleId = useId();
  return (
    <fieldset className="gc-confidence" data-testid="check-in-confidence" disabled={disabled}>
      <legend className="gc-check-in-choice__question">
        {CONFIDENCE_QUESTION}
        <span className="gc-label__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="gc-confidence__options">
        {LEVELS.map((level) => (
          <label key={level} className="gc-confidence__option">
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              required
              aria-describedby={scaleId}
              data-testid={`check-in-confidence-${level}`}
            />
            <span aria-hidden="true">{level}</span>
            <span className="gc-visually-hidden">{`${level} of ${CONFIDENCE_SCALE}`}</span>
          </label>
        ))}
      </div>
      <p id={scaleId} className="gc-confidence__scale">
        <span>1 = not at all</span>
        <span>{CONFIDENCE_SCALE} = completely</span>
      </p>
    </fieldset>
  );
}
