import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import type { LoopHabitPlan } from './loop-habit-mapper.js';

/**
 * Days one import may write: 50 habits with 13 years each. The unpacked-size limits alone would
 * let one upload write millions of rows in one transaction.
 */
export const LOOP_MAX_IMPORT_DAYS = 250_000;

/** Refuses (413) an import that would write more days than LOOP_MAX_IMPORT_DAYS. */
export function checkImportSize(plans: readonly LoopHabitPlan[]): void {
  const days = plans.reduce((sum, plan) => sum + plan.days.length, 0);
  if (days > LOOP_MAX_IMPORT_DAYS) {
    throw new HabitsException(
      HabitsErrorCode.ImportTooLarge,
      `The export holds ${days.toLocaleString('en-US')} days; one import takes at most ` +
        `${LOOP_MAX_IMPORT_DAYS.toLocaleString('en-US')}.`,
    );
  }
}
