import {
  ADMIN_USAGE_DAYS,
  ADMIN_USAGE_EXPORT_MAX_DAYS,
  type AdminUsageExportQuery,
} from '@goalcoach/contracts';

export type ExportRange = Required<AdminUsageExportQuery>;

const DAY_MS = 86_400_000;

/** Calendar arithmetic on YYYY-MM-DD, in UTC where every day has 24 hours. */
function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The chart's span: the last 30 days up to and including `today` (the admin's calendar). */
export function defaultExportRange(today: string): ExportRange {
  return { from: shift(today, -(ADMIN_USAGE_DAYS - 1)), to: today };
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
