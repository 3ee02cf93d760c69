import type { StreakEntry, StreakHabit } from './streak-input.js';
import { type HabitDays, habitDays } from './habit-days.js';
import { fromDayNumber } from './day-number.js';
import { weeklyTarget } from './period-effects.js';

/**
 * Loop Habit Tracker's score step (uhabits-core `Score.compute`): exponential smoothing where a
 * habit done `freq` times a day halves the distance to its checkmark in 13 / sqrt(freq) steps.
 */
export function loopScore(freq: number, previous: number, checkmark: number): number {
  return smooth(loopMultiplier(freq), previous, checkmark);
}

function loopMultiplier(freq: number): number {
  return 0.5 ** (Math.sqrt(freq) / 13);
}

function smooth(multiplier: number, previous: number, checkmark: number): number {
  return previous * multiplier + checkmark * (1 - multiplier);
}

/** Repetitions per day: daily 1, weekly targetCount / 7, custom chosen weekdays / 7. */
export function repetitionsPerDay(habit: StreakHabit): number {
  if (habit.frequency === 'daily') return 1;
  if (habit.frequency === 'weekly') return weeklyTarget(habit) / 7;
  return new Set(habit.customDays.filter((day) => day >= 0 && day <= 6)).size / 7;
}

/**
 * The score (0 to 1) at the end of each day from creation to today, oldest first.
 * Daily and custom: a done day moves the score toward 1, a missed day toward 0; skipped days,
 * unchosen weekdays and today while still open leave it unchanged.
 * Weekly (as Loop's `ScoreList.recompute` for boolean habits of less than once a day): the
 * checkmark of a day is min(1, done days in the last 14 days / (2 × targetCount)), so a week's
 * done days count whatever weekday they fall on; skipped days and today while still open leave
 * the score unchanged.
 */
export function strengthScores(habit: StreakHabit, days: HabitDays): number[] {
  const freq = repetitionsPerDay(habit);
  // Computed once: the day-by-day loops below run over years of days on every read.
  const multiplier = loopMultiplier(freq);
  const scores: number[] = [];
  let score = 0;
  if (habit.frequency === 'weekly') {
    // Loop doubles numerator and denominator below once a day to smooth irregular schedules.
    const double = freq < 1 ? 2 : 1;
    const numerator = weeklyTarget(habit) * double;
    const window = 7 * double;
    const doneFlags: boolean[] = [];
    let rolling = 0;
    for (let day = days.first; day <= days.today; day++) {
      const status = days.statusOf(day);
      const done = status === 'done';
      doneFlags.push(done);
      if (done) rolling++;
      if (doneFlags.length > window && doneFlags[doneFlags.length - 1 - window]) rolling--;
      if (status !== 'skipped' && status !== 'pending') {
        score = smooth(multiplier, score, Math.min(1, rolling / numerator));
      }
      scores.push(score);
    }
    return scores;
  }
  for (let day = days.first; day <= days.today; day++) {
    const status = days.statusOf(day);
    if (status === 'done') score = smooth(multiplier, score, 1);
    else if (status === 'missed') score = smooth(multiplier, score, 0);
    scores.push(score);
  }
  return scores;
}

/** Integer percent shown beside the streak. */
export function strengthPercent(score: number): number {
  return Math.round(score * 100);
}

/** The strength curve for the history chart: one point per day from creation to today. */
export function habitStrengthHistory(
  habit: StreakHabit,
  entries: readonly StreakEntry[],
  today: string,
): { date: string; strength: number }[] {
  const days = habitDays(habit, entries, today);
  return strengthScores(habit, days).map((score, index) => ({
    date: fromDayNumber(days.first + index),
    strength: strengthPercent(score),
  }));
}
