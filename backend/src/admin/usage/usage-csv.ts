import { ADMIN_USAGE_CSV_COLUMNS } from '@goalcoach/contracts';
import { spreadsheetRows } from '../../platform/csv/spreadsheet-csv.js';

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

/** One call as the report's row, its cells in ADMIN_USAGE_CSV_COLUMNS' order. */
function usageRow(row: UsageCallRow): (string | number)[] {
  const record: UsageRecord = {
    time: row.time,
    user_name: row.userName,
    user_email: row.userEmail,
    purpose: row.purpose,
    model: row.model,
    prompt_tokens: row.promptTokens,
    completion_tokens: row.completionTokens,
    cost_usd: row.cost,
    duration_ms: row.durationMs,
    outcome: row.outcome,
  };
  return ADMIN_USAGE_CSV_COLUMNS.map((column) => record[column]);
}

/** The report's first bytes: the BOM and the header row. */
export function usageCsvHeader(): string {
  return spreadsheetRows([ADMIN_USAGE_CSV_COLUMNS], { bom: true });
}

/** One batch of calls as CSV rows: one string per batch, not one stream write per row. */
export function usageCsvRows(rows: readonly UsageCallRow[]): string {
  return spreadsheetRows(rows.map(usageRow));
}
