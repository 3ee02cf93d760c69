import type { DeletedGoal } from '@goalcoach/contracts';
import { EmptyState, QueryError, QueryLoading, Skeleton, toast } from '@goalcoach/ui';
import { Trash2 } from 'lucide-react';
import { useDeletedGoals } from '../api/use-deleted-goals';
import { useRestoreGoal } from '../api/use-restore-goal';
import { isExpired, useExpiryClock } from '../hooks/use-expiry-clock';
import { DeletedGoalItem } from './deleted-goal-item';
import './recently-deleted-panel.css';

function RecentlyDeletedContent() {
  const { data: goals, isPending, isError, refetch, isRefetching } = useDeletedGoals();
  const restore = useRestoreGoal();
  const now = useExpiryClock(goals);

  const restoreGoal = (goal: DeletedGoal) =>
    restore.mutate(goal.id, {
      onSuccess: () =>
        toast({
          title: 'Goal restored',
          description: 'Your goal has been successfully restored.',
          variant: 'success',
        }),
      // The same words whatever the server says: the undo period may have run out.
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to restore goal. The undo period may have expired.',
          variant: 'destructive',
        }),
    });

  if (isPending) {
    return (
      <QueryLoading label="Loading deleted goals">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </QueryLoading>
    );
  }

  if (isError) {
    return (
      <QueryError
        title="Unable to load deleted goals"
        onRetry={() => void refetch()}
        retrying={isRefetching}
        testId="recently-deleted-error"
        retryTestId="recently-deleted-retry"
      >
        Please try again.
      </QueryError>
    );
  }

  if (goals.length === 0) {
    return (
      <EmptyState
        icon={<Trash2 aria-hidden size={28} />}
        title="Nothing deleted recently"
        description="Goals you delete can be restored here for 24 hours."
      />
    );
  }

  return (
    <div className="gc-stack">
      <p className="gc-text-muted">Deleted goals can be restored for 24 hours.</p>
      <ul className="goals-deleted-list" aria-label="Deleted goals">
        {goals.map((goal) => (
          <DeletedGoalItem
            key={goal.id}
            goal={goal}
            expired={isExpired(goal, now)}
            restoring={restore.isPending && restore.variables === goal.id}
            onRestore={restoreGoal}
          />
        ))}
      </ul>
    </div>
  );
}

/** Account Settings → Recently Deleted: goals deleted lately, restorable for 24 hours. */
export function RecentlyDeletedPanel() {
  return (
    <section
      className="goals-recently-deleted"
      aria-label="Recently deleted"
      data-testid="recently-deleted-panel"
    >
      <RecentlyDeletedContent />
    </section>
  );
}
