import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { EXPECTED_EXPORT } from './loop-export-text.js';
import { StrictUtf8 } from './strict-utf8.js';

/** Called with each record of a file (its cells) and the line it starts on. */
export type CsvRecordHandler = (cells: string[], line: number) => void;

/**
 * Reads a CSV file of the export record by record as its bytes come, so a file is never held
 * whole, and the handler can stop the reading at any record by throwing (a row limit, a bad
 * value). Every line must be UTF-8 (what Loop writes): a file saved in another encoding would
 * otherwise come in with its letters replaced. A CSV syntax error (an open quote, a stray
 * character) names its line. Empty lines are skipped.
 */
export async function readCsvRecords(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  path: string,
  onRecord: CsvRecordHandler,
): Promise<void> {
  // Each line is a record (an empty one too), and a quoted cell may hold more lines: counting
  // them here costs far less than csv-parse's `info` object for every record.
  let line = 1;
  try {
    await pipeline(
      source,
      new StrictUtf8((at) => invalid(`${path} line ${at} is not valid UTF-8 text. ${RESAVE}`)),
      parse({ bom: true, relax_column_count: true }),
      new Writable({
        objectMode: true,
        write(cells: string[], _encoding, done) {
          const at = line;
          line += 1;
          for (const cell of cells) line += newlinesIn(cell);
          try {
            if (cells.length > 1 || cells[0] !== '') onRecord(cells, at);
            done();
          } catch (error) {
            done(error as Error);
          }
        },
      }),
    );
  } catch (error) {
    if (error instanceof CsvError) {
      const at = typeof error.lines === 'number' ? error.lines : null;
      throw invalid(`${path}${at ? ` line ${at}` : ''} is not valid CSV. ${EXPECTED_EXPORT}`);
    }
    throw error;
  }
}

function newlinesIn(cell: string): number {
  let count = 0;
  for (let at = cell.indexOf('\n'); at >= 0; at = cell.indexOf('\n', at + 1)) count += 1;
  return count;
}

const RESAVE = 'Export it again from Loop, or save it as UTF-8.';

function invalid(message: string): HabitsException {
  return new HabitsException(HabitsErrorCode.InvalidImport, message);
}
