/** The streak tiers, in the habit's streak unit (days, or weeks for weekly habits). */
const HABIT_TIERS = [
  { name: 'Locked In', at: 7 },
  { name: 'Habit Formed', at: 21 },
  { name: 'Behavior Automated', at: 66 },
  { name: 'Unshakable', at: 100 },
] as const;

/** The name shown once a streak has gone past the last tier. */
const MASTER_LEVEL = 'Master level';

/** A habit counts as automated from this streak on. */
export const AUTOMATED_AT = 21;

export interface HabitTier {
  /** The highest tier reached, `Master level` past the last one, null before the first. */
  name: string | null;
  /** The next tier to reach, null once the last one is reached. */
  next: { name: string; at: number } | null;
  /** Streak divided by the next tier's days, floored, capped at 100; 100 with no next tier. */
  progressPercent: number;
}

export function habitTier(streak: number): HabitTier {
  const reached = HABIT_TIERS.filter((tier) => tier.at <= streak);
  const lastAt = HABIT_TIERS[HABIT_TIERS.length - 1]?.at ?? 0;
  const next = HABIT_TIERS.find((tier) => tier.at > streak);
  const name = streak > lastAt ? MASTER_LEVEL : (reached[reached.length - 1]?.name ?? null);
  if (!next) return { name, next: null, progressPercent: 100 };
  // Floored so that 100 % is never shown before the tier is actually reached.
  const progressPercent = Math.min(100, Math.floor((Math.max(0, streak) / next.at) * 100));
  return { name, next: { name: next.name, at: next.at }, progressPercent };
}
