import type { Goal } from '@goalcoach/contracts';
import { Button, Card } from '@goalcoach/ui';
import { WandSparkles } from 'lucide-react';
import { useGeneratePlan } from '../api/use-generate-plan';
import './goal-banner.css';

export type GeneratePlanBannerProps = { goal: Goal };

/** Offers the complete 90-day plan to a goal that has (almost) no tasks yet. */
export function GeneratePlanBanner({ goal }: GeneratePlanBannerProps) {
  const generate = useGeneratePlan(goal.id);
  const failed = goal.planStatus === 'failed';
  return (
    <Card className="goals-banner goals-banner--action" data-testid="generate-plan-banner">
      <WandSparkles aria-hidden size={28} className="goals-banner__icon" />
      <div className="goals-banner__body">
        <h2 className="goals-banner__title">
          {failed ? 'Your plan needs generating' : 'Ready for your complete plan?'}
        </h2>
        {failed && goal.planError && (
          <p className="goals-banner__error" data-testid="plan-error">
            {goal.planError}
          </p>
        )}
        <p>
          Get monthly milestones, weekly checkpoints and daily tasks that take you all the way to
          your goal.
        </p>
      </div>
      <Button
        className="goals-banner__action"
        onClick={() => generate.mutate()}
        loading={generate.isPending}
        data-testid="generate-plan-button"
      >
        Generate Complete Action Plan
      </Button>
    </Card>
  );
}
