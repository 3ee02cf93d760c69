import { VisuallyHidden } from '@goalcoach/ui';
import { Check, LoaderCircle } from 'lucide-react';
import './plan-progress.css';

export type ProgressStepsProps = {
  /** The steps' texts, in order. */
  steps: readonly string[];
  /** The index of the step under way; every step before it is done (past the end: all done). */
  current: number;
  /** Names the list for screen readers, e.g. "Plan steps". */
  label: string;
};

type StepState = 'done' | 'current' | 'upcoming';

/** A checklist of the steps of a long job: done ones ticked, the current one spinning. */
export function ProgressSteps({ steps, current, label }: ProgressStepsProps) {
  return (
    <ol className="goals-plan-progress__steps" aria-label={label}>
      {steps.map((text, index) => {
        const state: StepState =
          index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={text}
            className="goals-plan-progress__step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="goals-plan-progress__marker" aria-hidden="true">
              {state === 'done' && <Check size={14} strokeWidth={3} />}
              {state === 'current' && (
                <LoaderCircle size={14} className="goals-plan-progress__spinner" />
              )}
            </span>
            {text}
            {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
          </li>
        );
      })}
    </ol>
  );
}
