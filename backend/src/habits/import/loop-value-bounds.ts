import { HABIT_MAX_COUNT } from '@goalcoach/contracts';

/** A closed range of whole or decimal numbers. */
export interface ValueRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The bounds of every number read from an export: what Loop itself can write, and no more than
 * a habit here can hold, so an edited or forged file is refused (400, naming the habit and the
 * field) in the preview already instead of failing the write.
 */
export const LOOP_VALUE_BOUNDS = {
  /** Habits.csv lists at most this many habits; Loop numbers them from 1. */
  habits: { min: 1, max: 500 },
  /**
   * "Times" and "days" of a frequency: Loop's dialog takes two digits (or a month of 30 or 31
   * days); a year is beyond anything it writes.
   */
  frequency: { min: 1, max: 365 },
  /**
   * A numeric habit's target: Loop keeps amounts × 1000 in a 32-bit integer, so no day can hold
   * more than this, and a larger target could never be met.
   */
  targetValue: { min: 0, max: Math.floor((2 ** 31 - 1) / 1000) },
  /** A checkmark's value as Loop stores it (a 32-bit integer). */
  checkmark: { min: -(2 ** 31), max: 2 ** 31 - 1 },
  /** A habit's daily target here (the habits API's targetCount). */
  targetCount: { min: 1, max: HABIT_MAX_COUNT },
  /** A day's count here (the entries API's count). */
  dayCount: { min: 0, max: HABIT_MAX_COUNT },
} as const satisfies Record<string, ValueRange>;

export function inRange(value: number, range: ValueRange): boolean {
  return value >= range.min && value <= range.max;
}

/** `(1 to 1,000)`: how a refusal shows the range. */
export function rangeText(range: ValueRange): string {
  return `(${range.min.toLocaleString('en-US')} to ${range.max.toLocaleString('en-US')})`;
}
