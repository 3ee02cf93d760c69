import { ProgressSteps } from '../../../shared/plan-progress/progress-steps';
import { useAdvancingStage } from '../hooks/use-advancing-stage';
import { REFINEMENT_STAGE_MS, REFINEMENT_STAGES } from '../utils/refinement-stages';
import '../../../shared/plan-progress/plan-progress.css';

/** Shown in the dialog while the milestone is rewritten: stage texts that move on, no percent. */
export function RefinementProgress() {
  const current = useAdvancingStage(REFINEMENT_STAGES.length, REFINEMENT_STAGE_MS);
  return (
    <div className="goals-plan-progress" aria-busy="true" data-testid="refine-progress">
      <p className="goals-plan-progress__stage" aria-live="polite" data-testid="refine-stage">
        {REFINEMENT_STAGES[current]}
      </p>
      <ProgressSteps steps={REFINEMENT_STAGES} current={current} label="Refinement steps" />
      <p className="goals-plan-progress__note">
        This can take up to half a minute. Completed tasks, and tasks you wrote or changed, are
        kept.
      </p>
    </div>
  );
}
