import { EmptyState, Skeleton } from '@goalcoach/ui';
import type { Milestone } from '@goalcoach/contracts';
import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useGoalMilestones } from '../api/use-goal-milestones';
import { useUpdateMilestoneStatus } from '../api/use-update-milestone-status';
import { MilestoneItem } from './milestone-item';
import './milestone.css';

export type MilestoneListProps = {
  goalId: string;
  /** What to show beside each milestone's status (Refine, from the refinement feature). */
  renderActions?: (milestone: Milestone) => ReactNode;
};

/** The Milestones tab: the plan's monthly phases. */
export function MilestoneList({ goalId, renderActions }: MilestoneListProps) {
  const { data: milestones, isPending, isError } = useGoalMilestones(goalId);
  const toggle = useUpdateMilestoneStatus(goalId);

  if (isPending) {
    return (
      <div className="gc-stack" aria-busy="true" aria-label="Loading milestones">
        <Skeleton height={96} />
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  }
  if (isError) return <p className="gc-text-muted">Milestones could not be loaded.</p>;
  if (milestones.length === 0) {
    return (
      <EmptyState
        icon={<Flag />}
        title="No milestones yet"
        description="Generate the complete action plan to get your monthly milestones."
      />
    );
  }
  return (
    <ol className="goals-milestone-list" aria-label="Milestones">
      {milestones.map((milestone) => (
        <MilestoneItem
          key={milestone.id}
          milestone={milestone}
          onToggle={toggle}
          actions={renderActions?.(milestone)}
        />
      ))}
    </ol>
  );
}
