import {
  ADMIN_USAGE_DAYS,
  ADMIN_USAGE_EXPORT_MAX_DAYS,
  type AdminUsageExportQuery,
} from '@goalcoach/contracts';
import { addDays, daysBetween } from '@goalcoach/dates';

export type ExportRange = Required<AdminUsageExportQuery>;

/** The chart's span: the last 30 days up to and including `today` (the admin's calendar). */
export function defaultExportRange(today: string): ExportRange {
  return { from: addDays(today, -(ADMIN_USAGE_DAYS - 1)), to: today };
}

/** Why the server would refuse the range, in words; null when it can be exported. */
export function exportRangeProblem({ from, to }: ExportRange): string | null {
  if (!from || !to) return 'Choose both dates.';
  if (from > to) return 'The start date is after the end date.';
  if (daysBetween(from, to) + 1 > ADMIN_USAGE_EXPORT_MAX_DAYS) {
    return `Export at most ${ADMIN_USAGE_EXPORT_MAX_DAYS} days at once.`;
  }
  return null;
}
