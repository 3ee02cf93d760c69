import { VisuallyHidden } from '@goalcoach/ui';
import { Check, LoaderCircle } from 'lucide-react';
import { useAdvancingStage } from '../hooks/use-advancing-stage';
import { REFINEMENT_STAGE_MS, REFINEMENT_STAGES } from '../utils/refinement-stages';

/** Shown in the dialog while the milestone is rewritten: stage texts that move on, no percent. */
export function RefinementProgress() {
  const current = useAdvancingStage(REFINEMENT_STAGES.length, REFINEMENT_STAGE_MS);
  return (
    <div className="goals-plan-progress" aria-busy="true" data-testid="refine-progress">
      <p className="goals-plan-progress__stage" aria-live="polite" data-testid="refine-stage">
        {REFINEMENT_STAGES[current]}
      </p>
      <ol className="goals-plan-progress__steps" aria-label="Refinement steps">
        {REFINEMENT_STAGES.map((text, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
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
      <p className="goals-plan-progress__note">
        This can take up to half a minute. Completed tasks are kept.
      </p>
    </div>
  );
}
