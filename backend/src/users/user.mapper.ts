import type { SessionUser } from '@goalcoach/contracts';
import { zoneOffsetAt } from '../platform/clock/calendar-date.js';
import type { UserEntity } from './user.entity.js';

/** The user as the front end sees them, with their zone's offset at `now` (see ZoneOffset). */
export function toSessionUser(user: UserEntity, now: Date): Required<SessionUser> {
  const offset = zoneOffsetAt(user.timeZone, now);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    timeZone: user.timeZone,
    zoneOffset: { minutes: offset.minutes, until: offset.until.toISOString() },
  };
}
