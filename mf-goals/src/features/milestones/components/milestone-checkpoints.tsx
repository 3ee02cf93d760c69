import { Skeleton } from '@goalcoach/ui';
import { useMilestoneCheckpoints } from '../api/use-milestone-checkpoints';
import { useUpdateCheckpointStatus } from '../api/use-update-checkpoint-status';
import { CheckpointItem } from './checkpoint-item';
import './checkpoint-list.css';

export type MilestoneCheckpointsProps = {
  goalId: string;
  milestoneId: string;
  milestoneTitle: string;
};

/** The weekly checkpoints inside an expanded milestone. */
export function MilestoneCheckpoints({
  goalId,
  milestoneId,
  milestoneTitle,
}: MilestoneCheckpointsProps) {
  const { data: checkpoints, isPending, isError } = useMilestoneCheckpoints(milestoneId);
  const toggle = useUpdateCheckpointStatus(goalId);

  if (isPending) {
    return (
      <div className="gc-stack" aria-busy="true" aria-label="Loading checkpoints">
        {/* About the height of two checkpoints, so the unfolding does not jump when they come. */}
        <Skeleton height={88} />
        <Skeleton height={88} />
      </div>
    );
  }
  if (isError) return <p className="gc-text-muted">Checkpoints could not be loaded.</p>;
  if (checkpoints.length === 0) return <p className="gc-text-muted">No weekly checkpoints yet.</p>;
  return (
    <ul className="goals-checkpoint-list" aria-label={`Weekly checkpoints of ${milestoneTitle}`}>
      {checkpoints.map((checkpoint) => (
        <CheckpointItem key={checkpoint.id} checkpoint={checkpoint} onToggle={toggle} />
      ))}
    </ul>
  );
}
