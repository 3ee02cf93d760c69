import { ADMIN_USAGE_CSV_COLUMNS } from '@goalcoach/contracts';
import { stringify } from 'csv-stringify/sync';

/** One model call as the export reads it (the user's columns empty once the user is gone). */
export interface UsageCallRow {
  id: string;
  /** The (created_at, id) key's time to microseconds, for the next batch. */
  cursor: string;
  time: string;
  userName: string;
  userEmail: string;
  purpose: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** Six decimals, as stored. */
  cost: string;
  durationMs: number;
  outcome: string;
}

type UsageRecord = Record<(typeof ADMIN_USAGE_CSV_COLUMNS)[number], string | number>;

/**
 * What spreadsheet apps read as the start of a formula (OWASP's "CSV injection" list), and a
 * line feed, which, like the carriage return, puts a formula on a line of its own in the cell.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A text cell that would start a formula is prefixed with `'`, so it shows as text. */
export function neutralised(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function usageRecord(row: UsageCallRow): UsageRecord {
  return {
    time: row.time,
    user_name: neutralised(row.userName),
    user_email: neutralised(row.userEmail),
    purpose: neutralised(row.purpose),
    model: neutralised(row.model),
    prompt_tokens: row.promptTokens,
    completion_tokens: row.completionTokens,
    cost_usd: row.cost,
    duration_ms: row.durationMs,
    outcome: neutralised(row.outcome),
  };
}

const CSV_OPTIONS = {
  columns: [...ADMIN_USAGE_CSV_COLUMNS],
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
} as const;

/**
 * The report's first bytes: a BOM so that spreadsheet apps read the UTF-8 right, and the header
 * row. Rows are CRLF-terminated (RFC 4180); a field holding a line break is quoted too.
 */
export function usageCsvHeader(): string {
  return stringify([], { ...CSV_OPTIONS, header: true, bom: true });
}

/** One batch of calls as CSV rows: one string per batch, not one stream write per row. */
export function usageCsvRows(rows: readonly UsageCallRow[]): string {
  return stringify(rows.map(usageRecord), CSV_OPTIONS);
}
