import type { DeletedGoal } from '@goalcoach/contracts';
import { useEffect, useState } from 'react';

/**
 * The current time, moved on when the next restore window closes, so a goal turns Expired
 * while the panel is open without polling the server.
 */
export function useExpiryClock(goals: readonly DeletedGoal[] | undefined): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const upcoming = (goals ?? [])
      .filter((goal) => !goal.expired)
      .map((goal) => Date.parse(goal.restorableUntil))
      .filter((until) => until > now);
    if (upcoming.length === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(...upcoming) - now);
    return () => clearTimeout(timer);
  }, [goals, now]);

  return now;
}

/** Past its 24 hours: by the server's word, or because the window closed while shown. */
export function isExpired(goal: DeletedGoal, now: number): boolean {
  return goal.expired || Date.parse(goal.restorableUntil) <= now;
}
