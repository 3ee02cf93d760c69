import type { Milestone } from '@goalcoach/contracts';
import {
  Badge,
  Checkbox,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  cn,
} from '@goalcoach/ui';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatCalendarDate } from '../../../shared/lib/dates';
import { usePrefetchMilestoneCheckpoints } from '../api/use-milestone-checkpoints';
import { milestoneStatusView } from '../utils/milestone-status';
import { MilestoneCheckpoints } from './milestone-checkpoints';

export type MilestoneItemProps = {
  milestone: Milestone;
  onToggle: (milestone: Milestone, complete: boolean) => void;
  /** Buttons beside the status, e.g. Refine (from another feature). */
  actions?: ReactNode;
};

export function MilestoneItem({ milestone, onToggle, actions }: MilestoneItemProps) {
  const [open, setOpen] = useState(false);
  const prefetchCheckpoints = usePrefetchMilestoneCheckpoints();
  const titleId = useId();
  const complete = milestone.status === 'complete';
  const status = milestoneStatusView(milestone.status);

  return (
    <li
      className={cn('goals-milestone', complete && 'goals-milestone--done')}
      data-testid="milestone-item"
      data-status={milestone.status}
      data-milestone-id={milestone.id}
    >
      <div className="goals-milestone__row">
        <Checkbox
          checked={complete}
          onChange={(event) => onToggle(milestone, event.target.checked)}
          aria-labelledby={titleId}
          data-testid="milestone-checkbox"
        />
        <div className="goals-milestone__body">
          <div className="goals-milestone__top">
            <span className="goals-milestone__position">Phase {milestone.position}</span>
            <Badge variant={status.variant} data-testid="milestone-status">
              {status.label}
            </Badge>
            {actions && <div className="goals-milestone__actions">{actions}</div>}
          </div>
          <h3 id={titleId} className="goals-milestone__title">
            {milestone.title}
          </h3>
          {milestone.description && (
            <p className="goals-milestone__description">{milestone.description}</p>
          )}
          <p className="goals-milestone__dates">
            <CalendarDays aria-hidden size={14} />
            {formatCalendarDate(milestone.startDate)} – {formatCalendarDate(milestone.endDate)}
          </p>
        </div>
      </div>
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger
          className="goals-milestone__toggle"
          onPointerEnter={() => prefetchCheckpoints(milestone.id)}
          onFocus={() => prefetchCheckpoints(milestone.id)}
        >
          {open ? 'Hide weekly checkpoints' : 'Show weekly checkpoints'}
          <ChevronDown aria-hidden />
        </CollapsibleTrigger>
        <CollapsibleContent>
          {open && (
            <MilestoneCheckpoints
              goalId={milestone.goalId}
              milestoneId={milestone.id}
              milestoneTitle={milestone.title}
            />
          )}
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}
