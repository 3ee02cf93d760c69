import { Readable } from 'node:stream';
import { type CsvCell, spreadsheetRows } from '../../platform/csv/spreadsheet-csv.js';
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

/** Pages of records as a spreadsheet CSV with the given columns (JSON keeps texts as written). */
export function csvFile(
  columns: readonly string[],
  pages: AsyncIterable<ExportRecord[]>,
): Readable {
  return Readable.from(
    (async function* () {
      yield spreadsheetRows([columns], { bom: true });
      for await (const page of pages) {
        yield spreadsheetRows(
          page.map((record) => columns.map((column) => csvCell(record[column]))),
        );
      }
    })(),
    { objectMode: false },
  );
}

/** Empty for no value, `true`/`false`, numbers and text as they are, lists as JSON. */
function csvCell(value: unknown): CsvCell {
  if (value === null || value === undefined || typeof value === 'string') return value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
