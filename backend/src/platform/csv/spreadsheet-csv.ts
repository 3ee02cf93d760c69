import { stringify } from 'csv-stringify/sync';

/** A CSV cell as a writer hands it over: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * What spreadsheet apps read as the start of a formula (OWASP's "CSV injection" list), and a
 * line feed, which, like the carriage return, puts a formula on a line of its own in the cell.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A text cell that would start a formula is prefixed with `'`, so it shows as text. */
export function neutralised(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * CRLF rows (RFC 4180), and a field holding a line break quoted too, not only one holding the
 * row delimiter, so that spreadsheet apps keep a multi-line text in its cell.
 */
const OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

/**
 * Rows of the CSV files the app writes for spreadsheets (the account export, a goal's export,
 * the admin's usage report): every text cell neutralised, numbers as they are, nothing as an
 * empty cell. With `bom`, the file's first bytes: a BOM so that spreadsheet apps read the UTF-8
 * (emoji, accents) right. Every CSV writer goes through here, so none can forget the rule.
 */
export function spreadsheetRows(
  rows: readonly (readonly CsvCell[])[],
  { bom = false } = {},
): string {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? neutralised(cell) : (cell ?? ''))),
  );
  return stringify(cells, { ...OPTIONS, bom });
}
