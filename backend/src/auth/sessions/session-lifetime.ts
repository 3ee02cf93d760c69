const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A session ends 30 days after sign-in, whatever its use. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** ... or after 7 days without a request. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** last_used_at is written at most this often (one write per minute, not per request). */
const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

export interface SessionTimes {
  lastUsedAt: Date;
  expiresAt: Date;
}

export function sessionExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS);
}

export function isSessionExpired(session: SessionTimes, now: Date): boolean {
  return (
    now.getTime() >= session.expiresAt.getTime() ||
    now.getTime() - session.lastUsedAt.getTime() >= SESSION_IDLE_MS
  );
}

export function shouldTouchSession(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
