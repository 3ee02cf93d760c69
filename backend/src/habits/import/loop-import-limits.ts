import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import {
  type RateLimitKey,
  limitKey,
  rule,
} from '../../platform/security/rate-limit/rate-limit-rule.js';

/**
 * Days one import may read: 50 habits with 13 years each. The unpacked-size limits alone would
 * let one upload hold millions of rows, each parsed, kept in memory and written in one
 * transaction.
 */
export const LOOP_MAX_IMPORT_DAYS = 250_000;

/**
 * Counts the checkmark lines of one export as they are read, and refuses (413) the first one
 * past LOOP_MAX_IMPORT_DAYS: the rest of the export is then never unpacked or parsed. Every
 * line counts, also the days that are not written (unknown, implied, after today), since each
 * one is read and held all the same.
 */
export class ImportDayCount {
  private days = 0;

  add(): void {
    this.days += 1;
    if (this.days > LOOP_MAX_IMPORT_DAYS) {
      throw new HabitsException(
        HabitsErrorCode.ImportTooLarge,
        `The export holds more than ${LOOP_MAX_IMPORT_DAYS.toLocaleString('en-US')} days; one ` +
          `import takes at most ${LOOP_MAX_IMPORT_DAYS.toLocaleString('en-US')}.`,
      );
    }
  }
}

/**
 * Imports (previews and real ones alike: each reads and parses the whole upload) per person,
 * counted in PostgreSQL for every instance. A person previews, imports, and perhaps tries
 * another export or two; twenty an hour leaves room for that, while one account can no longer
 * keep the server parsing uploads back to back.
 */
const LOOP_IMPORTS_PER_ACCOUNT = rule(
  'habit-import:account',
  20,
  60 * 60_000,
  'You can import from Loop 20 times an hour. Please try again later.',
);

export function importKeys(userId: string): RateLimitKey[] {
  return [limitKey(LOOP_IMPORTS_PER_ACCOUNT, userId)];
}
