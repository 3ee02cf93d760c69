import type { MilestoneWithGoal } from '@goalcoach/contracts';
import { Badge, Button, buttonClasses, cn } from '@goalcoach/ui';
import { ArrowRight, Pencil, Target } from 'lucide-react';
import { Link } from '@goalcoach/routing';
import { goalRoute } from '../../../shared/lib/routes';
import { MilestoneSummary } from '../../milestones/components/milestone-summary';
// The goal page's own status labels, read-only, so both places say the same.
import { milestoneStatusView } from '../../milestones/utils/milestone-status';
import { goalBadgeName } from '../utils/goal-badge-name';
import '../../milestones/components/milestone.css';
import './milestone-overview-item.css';

export type MilestoneOverviewItemProps = {
  milestone: MilestoneWithGoal;
  onEdit: (milestone: MilestoneWithGoal) => void;
};

/** One milestone on Home: its goal, status, title, dates, a way to its goal and to edit it. */
export function MilestoneOverviewItem({ milestone, onEdit }: MilestoneOverviewItemProps) {
  const status = milestoneStatusView(milestone.status);
  const complete = milestone.status === 'complete';
  return (
    <li
      className={cn('goals-milestone', complete && 'goals-milestone--done')}
      data-testid="milestone-overview-item"
      data-milestone-id={milestone.id}
      data-status={milestone.status}
    >
      <div className="goals-milestone__top">
        <Badge
          variant="outline"
          className="goals-milestone-overview__goal"
          title={milestone.goalName}
          data-testid="milestone-goal-badge"
        >
          <Target aria-hidden />
          {goalBadgeName(milestone.goalName)}
        </Badge>
        <Badge variant={status.variant} data-testid="milestone-overview-status">
          {status.label}
        </Badge>
      </div>
      <h2 className="goals-milestone__title" data-testid="milestone-overview-title">
        {milestone.title}
      </h2>
      <MilestoneSummary milestone={milestone} />
      <div className="gc-cluster gc-cluster--end">
        <Link
          to={goalRoute(milestone.goalId)}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          data-testid="milestone-goal-link"
        >
          Open goal
          <ArrowRight aria-hidden />
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEdit(milestone)}
          aria-label={`Edit milestone: ${milestone.title}`}
          data-testid="milestone-edit"
        >
          <Pencil aria-hidden />
          Edit
        </Button>
      </div>
    </li>
  );
}
