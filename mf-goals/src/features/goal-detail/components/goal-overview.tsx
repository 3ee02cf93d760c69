import type { Goal } from '@goalcoach/contracts';
import { Badge, type BadgeVariant } from '@goalcoach/ui';
import { CalendarDays, Cpu } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '@goalcoach/dates';
import { goalHeadingOf, goalReasonOf } from '../utils/goal-rules';
import './goal-overview.css';

const STATUS_BADGES: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'default' },
  completed: { label: 'Completed', variant: 'success' },
};

function statusBadgeOf(status: string): { label: string; variant: BadgeVariant } {
  // Statuses other than active and completed show as secondary.
  return STATUS_BADGES[status] ?? { label: status, variant: 'secondary' };
}

export type GoalOverviewProps = {
  goal: Goal;
  /** The header's buttons (Export, Delete), from their own features. */
  actions?: ReactNode;
  /** "Not right? Choose another" beside the offline planner's note, from its own feature. */
  planKindChooser?: ReactNode;
};

/** 'My goal is to:' with the short title, the reason under it, the 90 days and the status. */
export function GoalOverview({ goal, actions, planKindChooser }: GoalOverviewProps) {
  const badge = statusBadgeOf(goal.status);
  const reason = goalReasonOf(goal);
  // Goals saved before the planner said why it chose a kind have no words.
  const chosenFor = (goal.planKindWords ?? []).map((word) => `“${word}”`).join(', ');
  return (
    <div className="goals-overview">
      <p className="goals-overview__lead">My goal is to:</p>
      <h1 className="goals-overview__title" data-testid="goal-title">
        {goalHeadingOf(goal)}
      </h1>
      {reason && (
        <p className="goals-overview__reason" data-testid="goal-reason">
          {reason}
        </p>
      )}
      <div className="goals-overview__meta">
        <span className="goals-overview__dates" data-testid="goal-dates">
          <CalendarDays aria-hidden size={16} />
          <time dateTime={goal.startDate}>{formatCalendarDate(goal.startDate)}</time>
          {' – '}
          <time dateTime={goal.endDate}>{formatCalendarDate(goal.endDate)}</time>
        </span>
        <Badge variant={badge.variant} data-testid="goal-status">
          {badge.label}
        </Badge>
        {goal.planSource === 'offline' && (
          <span className="goals-overview__note" data-testid="offline-planner-note">
            <Cpu aria-hidden size={14} />
            Plan built by the offline planner
            {goal.planKind && ` · ${goal.planKind}`}
            {chosenFor && ` (chosen for ${chosenFor})`}
          </span>
        )}
        {goal.planSource === 'offline' && planKindChooser}
      </div>
      {goal.planReach && (
        <p className="goals-overview__reach" data-testid="plan-reach">
          {goal.planReach}
        </p>
      )}
      {actions && <div className="gc-cluster goals-overview__actions">{actions}</div>}
    </div>
  );
}
