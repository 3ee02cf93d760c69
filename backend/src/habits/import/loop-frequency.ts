import type { HabitFrequency } from '@goalcoach/contracts';

export interface MappedFrequency {
  frequency: HabitFrequency;
  targetCount: number;
  /** Set when the habit's frequency here is not exactly Loop's. */
  note: string | null;
}

const DAYS_PER_WEEK = 7;

/**
 * Loop's "`numerator` times in `denominator` days" as a frequency here. Once a day or more is
 * daily; N times in 7 days is weekly with N days (Loop's weeks and ours both ask for N days,
 * on any weekdays). Any other period (every other day, 4 times a month) has no exact match:
 * it becomes the nearest whole number of days a week, and the preview says so. Loop has no
 * weekday schedules, so nothing becomes `custom`.
 */
export function mapLoopFrequency(numerator: number, denominator: number): MappedFrequency {
  const perWeek = (numerator * DAYS_PER_WEEK) / denominator;
  if (numerator >= denominator) {
    const note =
      numerator > denominator
        ? `Loop asked for ${numerator} times in ${daysText(denominator)}; here it is once a day.`
        : null;
    return { frequency: 'daily', targetCount: 1, note };
  }
  if (denominator === DAYS_PER_WEEK) {
    return { frequency: 'weekly', targetCount: numerator, note: null };
  }
  const days = Math.min(DAYS_PER_WEEK - 1, Math.max(1, Math.round(perWeek)));
  return {
    frequency: 'weekly',
    targetCount: days,
    note:
      `Loop's ${numerator} ${numerator === 1 ? 'time' : 'times'} in ${daysText(denominator)} ` +
      `becomes ${daysText(days)} a week.`,
  };
}

function daysText(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
