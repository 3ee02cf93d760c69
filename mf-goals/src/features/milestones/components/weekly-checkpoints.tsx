import type { Checkpoint } from '@goalcoach/contracts';
import { EmptyState, Skeleton } from '@goalcoach/ui';
import { ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { useGoalMilestones } from '../api/use-goal-milestones';
import { useCheckpointsOfMilestones } from '../api/use-milestone-checkpoints';
import { useUpdateCheckpointStatus } from '../api/use-update-checkpoint-status';
import { CheckpointItem } from './checkpoint-item';
import './checkpoint-list.css';
import './weekly-checkpoints.css';

export type WeeklyCheckpointsProps = {
  goalId: string;
  /** What to show under each checkpoint (its tasks, from the tasks feature). */
  renderTasks: (checkpoint: Checkpoint) => ReactNode;
};

function Loading() {
  return (
    <div className="gc-stack" aria-busy="true" aria-label="Loading checkpoints">
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}

/** The Weekly Checkpoints tab: every week of the plan, grouped by milestone, with its tasks. */
export function WeeklyCheckpoints({ goalId, renderTasks }: WeeklyCheckpointsProps) {
  const milestones = useGoalMilestones(goalId);
  const { checkpoints, isPending, isError } = useCheckpointsOfMilestones(milestones.data ?? []);
  const toggle = useUpdateCheckpointStatus(goalId);

  if (milestones.isPending || (isPending && !isError)) return <Loading />;
  if (milestones.isError || isError) {
    return <p className="gc-text-muted">Weekly checkpoints could not be loaded.</p>;
  }
  if (checkpoints.every((list) => !list || list.length === 0)) {
    return (
      <EmptyState
        icon={<ListChecks />}
        title="No weekly checkpoints yet"
        description="Generate the complete action plan to get your weekly checkpoints."
      />
    );
  }

  return (
    <div className="gc-stack">
      {milestones.data.map((milestone, index) => {
        const own = checkpoints[index] ?? [];
        if (own.length === 0) return null;
        return (
          <section key={milestone.id} className="goals-week-group" aria-label={milestone.title}>
            <h3 className="goals-week-group__title">
              Phase {milestone.position}: {milestone.title}
            </h3>
            <ul className="goals-checkpoint-list">
              {own.map((checkpoint) => (
                <CheckpointItem key={checkpoint.id} checkpoint={checkpoint} onToggle={toggle}>
                  {renderTasks(checkpoint)}
                </CheckpointItem>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
