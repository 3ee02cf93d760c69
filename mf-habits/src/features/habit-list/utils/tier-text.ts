import type { Habit } from '@goalcoach/contracts';

/** 'Locked In · 9/21 to Habit Formed', '3/7 to Locked In', or 'Master level' past the last. */
export function tierText({ tier, streakCount }: Pick<Habit, 'tier' | 'streakCount'>): string {
  if (!tier.next) return 'Master level';
  const toNext = `${Math.min(streakCount, tier.next.at)}/${tier.next.at} to ${tier.next.name}`;
  return tier.name ? `${tier.name} · ${toNext}` : toNext;
}

/** '🔥 3 days', '🔥 1 week'. */
export function streakText(count: number, unit: Habit['streakUnit']): string {
  const singular = unit === 'weeks' ? 'week' : 'day';
  return `${count} ${count === 1 ? singular : `${singular}s`}`;
}
