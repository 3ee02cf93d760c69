import type { Goal } from '@goalcoach/contracts';
import { Badge, Card, cn, Progress } from '@goalcoach/ui';
import { Check, Flame, LoaderCircle, TriangleExclamationPoint } from 'lucide-react';
import { Link } from '@goalcoach/routing';
import { goalRoute } from '../../../shared/lib/routes';
import { isGoalComplete, isNewGoal } from '../utils/goal-badges';
import './goal-card.css';

export type GoalCardProps = {
  goal: Goal;
  now: Date;
};

function PlanState({ goal }: { goal: Goal }) {
  if (goal.planStatus === 'pending' || goal.planStatus === 'generating') {
    return (
      <p className="goals-card__plan goals-card__plan--building" data-testid="goal-card-building">
        <LoaderCircle aria-hidden size={16} className="goals-spin" />
        Building your plan… {Math.round(goal.planProgress.percent)}%
      </p>
    );
  }
  if (goal.planStatus === 'failed') {
    return (
      <p className="goals-card__plan goals-card__plan--failed" data-testid="goal-card-plan-failed">
        <TriangleExclamationPoint aria-hidden size={16} />
        Your plan still needs generating
      </p>
    );
  }
  return null;
}

export function GoalCard({ goal, now }: GoalCardProps) {
  const complete = isGoalComplete(goal);
  return (
    <Link
      to={goalRoute(goal.id)}
      className="goals-card-link"
      data-testid="goal-card"
      data-goal-id={goal.id}
    >
      <Card interactive className={cn('goals-card', complete && 'goals-card--complete')}>
        <div className="goals-card__top">
          <h2 className="goals-card__title">{goal.goalName}</h2>
          {isNewGoal(goal, now) && <Badge data-testid="goal-card-new">NEW</Badge>}
          {complete && (
            <span className="goals-card__check" data-testid="goal-card-check" aria-hidden="true">
              <Check size={16} strokeWidth={3} />
            </span>
          )}
        </div>
        <PlanState goal={goal} />
        <Progress
          value={goal.progressPercentage}
          label="Progress"
          showValue
          size="sm"
          variant={complete ? 'success' : 'default'}
        />
        <div className="goals-card__footer">
          <span className="goals-card__streak">
            <Flame aria-hidden size={16} />
            {goal.confidenceStreak} day streak
          </span>
          {complete && (
            <span className="goals-card__complete" data-testid="goal-card-complete">
              Complete!
            </span>
          )}
        </div>
      </Card>
    </Link>
  );
}
