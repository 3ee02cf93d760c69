import type { Goal } from '@goalcoach/contracts';
import { Alert, Button, buttonClasses, DialogFooter, Spinner } from '@goalcoach/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link } from '@goalcoach/routing';
import { goalRoute } from '../../../shared/lib/routes';
import { useGoal } from '../../../shared/api/use-goal';
import { PlanProgressPanel } from '../../../shared/plan-progress/plan-progress-panel';
import { WizardPlanReady } from './wizard-plan-ready';
import './wizard-processing.css';

export type WizardProcessingProps = {
  goalId: string;
  onReady: (goal: Goal) => void;
  onFailed: (goal: Goal) => void;
  onClose: () => void;
};

/**
 * After the answers are sent: the plan's real progress until it is ready (then the finished
 * state, which stays until the person acts) or fails.
 */
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
        <p className="gc-text-muted">
          Your goal and your answers are saved. Open the goal to generate its plan again.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} data-testid="wizard-close">
            Close
          </Button>
          {/* Replaces the dialog's own history entry, as "View my plan" does. */}
          <Link to={goalRoute(goal.id)} replace className={buttonClasses()} onClick={onClose}>
            Open Goal
          </Link>
        </DialogFooter>
      </div>
    );
  }

  if (goal.planStatus === 'ready') return <WizardPlanReady goal={goal} onClose={onClose} />;

  return (
    <div className="gc-stack" data-testid="wizard-processing">
      <p className="gc-text-muted">
        We&apos;re turning your answers into monthly milestones, weekly checkpoints and daily tasks.
      </p>
      <PlanProgressPanel goal={goal} testIdPrefix="wizard" />
      <p className="goals-wizard__leave-note">
        You can close this window: your plan keeps building and shows up on your goal.
      </p>
    </div>
  );
}
