import type { MilestoneWithGoal } from '@goalcoach/contracts';
import { Button, EmptyState, QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import { Flag, Plus } from 'lucide-react';
import { useState } from 'react';
import { useAllMilestones } from '../api/use-all-milestones';
import { MilestoneEditDialog } from './milestone-edit-dialog';
import { MilestoneOverviewItem } from './milestone-overview-item';
import '../../milestones/components/milestone.css';

export type MilestoneOverviewProps = {
  /** Starts goal creation, offered when there are no milestones yet. */
  onCreateGoal: () => void;
};

const SKELETON_COUNT = 3;

/** Home's milestones tab: every goal's milestones, each editable. */
export function MilestoneOverview({ onCreateGoal }: MilestoneOverviewProps) {
  const { data: milestones, isPending, isError, refetch, isRefetching } = useAllMilestones();
  const [editing, setEditing] = useState<MilestoneWithGoal | null>(null);
  const [editOpen, setEditOpen] = useState(false);

  if (isPending) {
    return (
      <QueryLoading
        className="goals-milestone-list"
        label="Loading milestones"
        testId="milestones-loading"
      >
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} height={132} radius="md" />
        ))}
      </QueryLoading>
    );
  }

  if (isError) {
    return (
      <QueryError
        title="Unable to load milestones"
        onRetry={() => void refetch()}
        retrying={isRefetching}
        testId="milestones-error"
        retryTestId="milestones-retry"
      >
        Something went wrong while loading your milestones. Please try again.
      </QueryError>
    );
  }

  if (milestones.length === 0) {
    return (
      <EmptyState
        icon={<Flag />}
        titleAs="h2"
        title="No milestones yet"
        description="Create a goal and its 90-day plan brings monthly milestones to this list."
        action={
          <Button onClick={onCreateGoal} data-testid="milestones-create-goal">
            <Plus aria-hidden />
            Create a Goal
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ul className="goals-milestone-list" aria-label="Milestones of all goals">
        {milestones.map((milestone) => (
          <MilestoneOverviewItem
            key={milestone.id}
            milestone={milestone}
            onEdit={(chosen) => {
              setEditing(chosen);
              setEditOpen(true);
            }}
          />
        ))}
      </ul>
      <MilestoneEditDialog milestone={editing} open={editOpen} onOpenChange={setEditOpen} />
    </>
  );
}
