import { Button, EmptyState, Grid, QueryError, QueryLoading } from '@goalcoach/ui';
import { Plus, Target } from 'lucide-react';
import { reloadPage } from '../../../shared/lib/reload-page';
import { useGoals } from '../api/use-goals';
import { CelebrationCard } from './celebration-card';
import { GoalCard } from './goal-card';
import { GoalCardSkeleton } from './goal-card-skeleton';

export type GoalListProps = {
  onCreateGoal: () => void;
};

const SKELETON_COUNT = 3;
/** One card a row on a phone, two from 640 px, three from 1024 px. */
const GOAL_COLUMNS = { sm: 2, lg: 3 };

/** The goals tab of home: loading, error, empty, celebration and the cards. */
export function GoalList({ onCreateGoal }: GoalListProps) {
  const { data: goals, isPending, isError, dataUpdatedAt } = useGoals();
  // Every card judges "new" against the moment the list was read: a goal created after the
  // list first mounted is new too, and rendering stays pure.
  const now = new Date(dataUpdatedAt);

  if (isPending) {
    return (
      <QueryLoading label="Loading goals">
        <Grid columns={GOAL_COLUMNS}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <GoalCardSkeleton key={index} />
          ))}
        </Grid>
      </QueryLoading>
    );
  }

  if (isError) {
    return (
      <QueryError
        title="Unable to load goals"
        onRetry={reloadPage}
        testId="goals-error"
        retryTestId="goals-retry"
      >
        Something went wrong while loading your goals. Please try again.
      </QueryError>
    );
  }

  if (goals.length === 0) {
    return (
      <EmptyState
        icon={<Target />}
        titleAs="h2"
        title="Ready to achieve something amazing?"
        description="Set your first goal and we'll turn it into a 90-day plan of monthly milestones, weekly checkpoints and daily tasks."
        action={
          <Button onClick={onCreateGoal} data-testid="create-first-goal">
            <Plus aria-hidden />
            Create Your First Goal
          </Button>
        }
      />
    );
  }

  const completedCount = goals.filter((goal) => goal.status === 'completed').length;
  const activeCount = goals.filter((goal) => goal.status === 'active').length;

  return (
    <div className="gc-stack">
      {completedCount > 0 && activeCount === 0 && (
        <CelebrationCard completedCount={completedCount} onStartNext={onCreateGoal} />
      )}
      <Grid as="ul" columns={GOAL_COLUMNS} aria-label="Your goals">
        {goals.map((goal) => (
          <li key={goal.id}>
            <GoalCard goal={goal} now={now} />
          </li>
        ))}
      </Grid>
    </div>
  );
}
