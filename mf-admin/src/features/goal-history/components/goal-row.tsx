import type { GoalHistoryRow } from '@goalcoach/contracts';
import { Badge } from '@goalcoach/ui';
import { formatDateTimeInZone } from '../../../shared/lib/format-instant';
import { trackingStatus } from '../utils/tracking-status';
import '../../../shared/components/admin-row.css';

type GoalRowProps = { goal: GoalHistoryRow; timeZone: string | undefined };

/** One created goal: its name, who made it, when, and whether its model calls were recorded. */
export function GoalRow({ goal, timeZone }: GoalRowProps) {
  const status = trackingStatus(goal);
  return (
    <article className="gc-admin-row" data-testid="admin-goal-row" aria-label={goal.goal_name}>
      <div className="gc-admin-row__main">
        <p className="gc-admin-row__name">{goal.goal_name}</p>
        <p className="gc-text-muted">
          {goal.user_name} <span className="gc-admin-row__email">({goal.user_email})</span>
        </p>
        <p className="gc-admin-row__note">
          Created:{' '}
          <time dateTime={goal.created_at}>{formatDateTimeInZone(goal.created_at, timeZone)}</time>
        </p>
      </div>
      <div className="gc-admin-row__side">
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
    </article>
  );
}
