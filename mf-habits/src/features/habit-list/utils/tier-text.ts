import type { Habit } from '@goalcoach/contracts';
import { streakText } from '../../../shared/lib/streak-text';

/** The server's name for a streak past the last tier, Unshakable. */
const MASTER_LEVEL = 'Master level';

type TierFigures = Pick<Habit, 'tier' | 'streakCount' | 'streakUnit'>;

/**
 * 'Locked In · 9/21 to Habit Formed', '3/7 to Locked In', 'Unshakable · 100 days' on the last
 * tier's own day, or 'Master level' past it.
 */
export function tierText({ tier, streakCount, streakUnit }: TierFigures): string {
  if (!tier.next) {
    return !tier.name || tier.name === MASTER_LEVEL
      ? MASTER_LEVEL
      : `${tier.name} · ${streakText(streakCount, streakUnit)}`;
  }
  const toNext = `${Math.min(streakCount, tier.next.at)}/${tier.next.at} to ${tier.next.name}`;
  return tier.name ? `${tier.name} · ${toNext}` : toNext;
}

/** The tier progress bar's name: 'Progress to Habit Formed', 'Unshakable reached', 'Master level'. */
export function tierProgressLabel({ tier }: Pick<Habit, 'tier'>): string {
  if (tier.next) return `Progress to ${tier.next.name}`;
  return !tier.name || tier.name === MASTER_LEVEL ? MASTER_LEVEL : `${tier.name} reached`;
}
