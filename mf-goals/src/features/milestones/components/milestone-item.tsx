import type { Milestone } from '@goalcoach/contracts';
import {
  Badge,
  Checkbox,
  cn,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@goalcoach/ui';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { usePrefetchMilestoneCheckpoints } from '../api/use-milestone-checkpoints';
import { milestoneStatusView } from '../utils/milestone-status';
import { MilestoneCheckpoints } from './milestone-checkpoints';
import { MilestoneSummary } from './milestone-summary';
import './milestone.css';

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
          <MilestoneSummary milestone={milestone} />
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
