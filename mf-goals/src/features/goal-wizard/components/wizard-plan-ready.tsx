import type { Goal } from '@goalcoach/contracts';
import { Alert, Button, buttonClasses, DialogFooter } from '@goalcoach/ui';
import { Link } from '@goalcoach/routing';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { goalRoute } from '../../../shared/lib/routes';
import { PlanProgressPanel } from '../../../shared/plan-progress/plan-progress-panel';

export type WizardPlanReadyProps = {
  goal: Goal;
  onClose: () => void;
};

/**
 * The finished state: it stays until the person acts, and leads to the plan. "View my plan"
 * replaces the dialog's own history entry (the top one while it is open), so Back on the goal
 * page goes to where the wizard was opened, not to a copy of it.
 */
export function WizardPlanReady({ goal, onClose }: WizardPlanReadyProps) {
  const viewPlan = useRef<HTMLAnchorElement>(null);
  // The wait had nothing to focus: the way on takes the focus (React autofocuses no links).
  useEffect(() => viewPlan.current?.focus(), []);
  return (
    <div className="gc-stack" data-testid="wizard-plan-ready">
      <PlanProgressPanel goal={goal} testIdPrefix="wizard" />
      <Alert variant="success" title="Goal Created!" data-testid="wizard-created">
        {planReadyMessage(goal.planSource)}
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} data-testid="wizard-close">
          Close
        </Button>
        <Link
          to={goalRoute(goal.id)}
          replace
          className={buttonClasses()}
          onClick={onClose}
          ref={viewPlan}
          data-testid="wizard-view-plan"
        >
          View my plan
          <ArrowRight aria-hidden />
        </Link>
      </DialogFooter>
    </div>
  );
}

/** A plan of the offline planner does not claim to be AI-powered. */
function planReadyMessage(source: Goal['planSource']): string {
  return source === 'ai'
    ? "Your AI-powered 90-day plan is ready. Let's make it happen!"
    : "Your 90-day plan is ready. Let's make it happen!";
}
