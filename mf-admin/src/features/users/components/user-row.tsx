import type { AdminUserRow } from '@goalcoach/contracts';
import { formatCalendarDate } from '@goalcoach/dates';
import { Badge } from '@goalcoach/ui';
import { formatCount } from '../../../shared/lib/format-count';
import { formatDateInZone } from '../../../shared/lib/format-instant';
import '../../../shared/components/admin-row.css';

type UserRowProps = { user: AdminUserRow; timeZone: string | undefined };

/** A user's line: name and badges, e-mail, dates and the user's API calls. */
export function UserRow({ user, timeZone }: UserRowProps) {
  return (
    <article className="gc-admin-row" data-testid="admin-user-row" aria-label={user.name}>
      <div className="gc-admin-row__main">
        <div className="gc-admin-row__title">
          <span className="gc-admin-row__name">{user.name}</span>
          <Badge variant="secondary">{formatCount(user.goalCount)} goals</Badge>
          {user.currentStreak > 0 && (
            <Badge variant="success">{formatCount(user.currentStreak)} day streak</Badge>
          )}
          {user.isAdmin && <Badge variant="warning">Admin</Badge>}
        </div>
        <p className="gc-text-muted gc-admin-row__email">{user.email}</p>
        <p className="gc-admin-row__note">
          Joined: {formatDateInZone(user.createdAt, timeZone)}
          {/* A calendar date of the user's own day, shown as it is (no zone to convert). */}
          {user.lastCheckInDate && ` • Last active: ${formatCalendarDate(user.lastCheckInDate)}`}
        </p>
      </div>
      <div className="gc-admin-row__side">
        <p>{formatCount(user.apiCallsToday)} API calls today</p>
        <p className="gc-text-muted">{formatCount(user.apiCallsMonth)} this month</p>
      </div>
    </article>
  );
}
