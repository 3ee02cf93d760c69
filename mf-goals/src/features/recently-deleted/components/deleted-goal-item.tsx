import type { DeletedGoal } from '@goalcoach/contracts';
import { Button } from '@goalcoach/ui';
import { Clock, RotateCcw } from 'lucide-react';
import './deleted-goal-item.css';

export type DeletedGoalItemProps = {
  goal: DeletedGoal;
  expired: boolean;
  restoring: boolean;
  onRestore: (goal: DeletedGoal) => void;
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatInstant = (iso: string) => dateTime.format(new Date(iso));

/** One deleted goal: when it went, and Restore while its 24 hours last. */
export function DeletedGoalItem({ goal, expired, restoring, onRestore }: DeletedGoalItemProps) {
  return (
    <li
      className="goals-deleted"
      data-testid="deleted-goal"
      data-goal-id={goal.id}
      data-expired={expired || undefined}
    >
      <div className="goals-deleted__body">
        <p className="goals-deleted__name">{goal.goalName}</p>
        <p className="goals-deleted__meta">
          Deleted <time dateTime={goal.deletedAt}>{formatInstant(goal.deletedAt)}</time>
        </p>
        <p className="goals-deleted__meta">
          <Clock aria-hidden size={14} />
          {expired ? (
            'The 24 hours to restore it have passed.'
          ) : (
            <span>
              Restorable until{' '}
              <time dateTime={goal.restorableUntil}>{formatInstant(goal.restorableUntil)}</time>
            </span>
          )}
        </p>
      </div>
      {expired ? (
        <Button variant="outline" size="sm" disabled data-testid="deleted-goal-expired">
          Expired
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onRestore(goal)}
          loading={restoring}
          aria-label={`Restore ${goal.goalName}`}
          data-testid="deleted-goal-restore"
        >
          <RotateCcw aria-hidden />
          Restore
        </Button>
      )}
    </li>
  );
}
