import { truncateGraphemes } from '@goalcoach/contracts';

/** The goal name on a milestone's badge is cut at 30 characters. */
const GOAL_BADGE_NAME_LENGTH = 30;

/**
 * The goal's name for a milestone's badge: at most 30 characters as people see them, then an
 * ellipsis, so an emoji made of several code points is never cut in half.
 */
export function goalBadgeName(name: string): string {
  return truncateGraphemes(name, GOAL_BADGE_NAME_LENGTH);
}
