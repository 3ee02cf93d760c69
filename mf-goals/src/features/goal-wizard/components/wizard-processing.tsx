import type { Goal } from '@goalcoach/contracts';
import { Alert, Button, buttonClasses, DialogFooter, Spinner } from '@goalcoach/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link } from '@goalcoach/routing';
import { goalRoute } from '../../../shared/lib/routes';
import { useGoal } from '../../../shared/api/use-goal';
import { PlanProgressPanel } from '../../../shared/plan-progress/plan-progress-panel';

export type WizardProcessingProps = {
  goalId: string;
  onReady: (goal: Goal) => void;
  onFailed: (goal: Goal) => void;
  onClose: () => void;
};

/** The wait after the answers are sent: the plan's real progress until it is ready or fails. */
export function WizardProcessing({ goalId, onReady, onFailed, onClose }: WizardProcessingProps) {
  const { data: goal, isError } = useGoal(goalId);
  const settled = useRef(false);
  const settle = useEffectEvent((current: Goal) => {
    if (current.planStatus === 'ready') onReady(current);
    else onFailed(current);
  });

  useEffect(() => {
    if (!goal || settled.current) return;
    if (goal.planStatus === 'ready' || goal.planStatus === 'failed') {
      settled.current = true;
      settle(goal);
    }
  }, [goal]);

  if (!goal) {
    return isError ? (
      <Alert variant="warning" title="We lost track of your plan for a moment">
        Your goal is saved and its plan keeps building. You&apos;ll find it on your goals list.
      </Alert>
    ) : (
      <Spinner label="Saving your goal" />
    );
  }

  if (goal.planStatus === 'failed') {
    return (
      <div className="gc-stack" data-testid="wizard-failed">
        <Alert variant="destructive" title="We couldn't build your plan">
          {goal.planError ?? 'Failed to create goal'}
        </Alert>
        <p className="goals-muted">
          Your goal and your answers are saved. Open the goal to generate its plan again.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} data-testid="wizard-close">
            Close
          </Button>
          <Link to={goalRoute(goal.id)} className={buttonClasses()} onClick={onClose}>
            Open Goal
          </Link>
        </DialogFooter>
      </div>
    );
  }

  const building = goal.planStatus !== 'ready';
  return (
    <div className="gc-stack" data-testid="wizard-processing">
      <p className="goals-muted">
        {building
          ? "We're turning your answers into monthly milestones, weekly checkpoints and daily tasks."
          : "Everything is in place. Let's make it happen!"}
      </p>
      <PlanProgressPanel goal={goal} testIdPrefix="wizard" />
      {building && (
        <p className="goals-wizard__leave-note">
          You can close this window: your plan keeps building and shows up on your goal.
        </p>
      )}
    </div>
  );
}
