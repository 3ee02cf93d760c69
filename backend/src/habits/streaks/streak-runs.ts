/** What one period (a day, or a week for weekly habits) does to a streak. */
export type PeriodEffect = 'extends' | 'neutral' | 'breaks';

export interface StreakRuns {
  current: number;
  best: number;
}

/**
 * Current and best streak from the periods' effects, oldest first. Neutral periods (skips, days a
 * custom habit does not use, today or this week while still open) are stepped over.
 */
export function streakRuns(effects: readonly PeriodEffect[]): StreakRuns {
  let run = 0;
  let best = 0;
  for (const effect of effects) {
    if (effect === 'extends') best = Math.max(best, ++run);
    else if (effect === 'breaks') run = 0;
  }
  // The run still going at the end is the current streak.
  return { current: run, best };
}
