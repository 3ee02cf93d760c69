import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ExportRecord } from './record-pages.js';

/** Pages of records as one JSON array, a record a line, written as the pages arrive. */
export function jsonArrayFile(pages: AsyncIterable<ExportRecord[]>): Readable {
  return Readable.from(
    (async function* () {
      let separator = '\n  ';
      yield '[';
      for await (const page of pages) {
        for (const record of page) {
          yield separator + JSON.stringify(record);
          separator = ',\n  ';
        }
      }
      yield separator === '\n  ' ? ']\n' : '\n]\n';
    })(),
    { objectMode: false },
  );
}

/**
 * Pages of records as CSV with the given columns: a BOM, so that spreadsheet apps read the UTF-8
 * (emoji, accents) right; CRLF rows; a field holding a line break is quoted.
 */
export function csvFile(
  columns: readonly string[],
  pages: AsyncIterable<ExportRecord[]>,
): Readable {
  const options = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;
  return Readable.from(
    (async function* () {
      yield stringify([[...columns]], { ...options, bom: true });
      for await (const page of pages) {
        yield stringify(
          page.map((record) => columns.map((column) => csvCell(record[column]))),
          options,
        );
      }
    })(),
    { objectMode: false },
  );
}

/** Empty for no value, `true`/`false`, numbers and text as they are, lists as JSON. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
