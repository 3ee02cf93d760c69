import { isCalendarDate } from '../../platform/validation/calendar-date.js';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { readCsvRecords } from './loop-csv-records.js';
import type { LoopCheckmark, LoopHabitRow } from './loop-export.types.js';
import type { ImportDayCount } from './loop-import-limits.js';
import { LOOP_VALUE_BOUNDS, type ValueRange, inRange, rangeText } from './loop-value-bounds.js';

type ByteSource = AsyncIterable<Buffer> | Iterable<Buffer>;

/** Where each field is in Habits.csv (-1: not there), and the header's name for it. */
type HabitColumns = Record<
  | 'position'
  | 'name'
  | 'type'
  | 'question'
  | 'description'
  | 'numerator'
  | 'denominator'
  | 'unit'
  | 'targetType'
  | 'targetValue'
  | 'archived',
  { at: number; label: string }
>;

/**
 * Habits.csv in either of Loop's layouts, told apart by their headers:
 * `Position,Name,Question,Description,NumRepetitions,Interval,Color` (Loop 1.x to 2.0) and
 * `Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,
 * Target Type,Target Value,Archived?` (2.1 on). Columns are found by name, so order and extra
 * columns do not matter. Colour is not imported (habits here have none).
 */
export async function parseHabitsCsv(source: ByteSource): Promise<LoopHabitRow[]> {
  let columns: HabitColumns | null = null;
  const habits: LoopHabitRow[] = [];
  await readCsvRecords(source, 'Habits.csv', (cells, line) => {
    if (!columns) {
      columns = habitColumns(cells);
      return;
    }
    if (habits.length === LOOP_VALUE_BOUNDS.habits.max) {
      throw invalid(`Habits.csv lists more than ${LOOP_VALUE_BOUNDS.habits.max} habits.`);
    }
    habits.push(habitRow(columns, cells, line, habits.length + 1));
  });
  if (!columns) throw notLoopHeader();
  return habits;
}

function habitColumns(header: string[]): HabitColumns {
  const cells = header.map((cell) => cell.trim());
  const column = (...names: string[]) => {
    const at = cells.findIndex((cell) => names.includes(cell.toLowerCase()));
    return { at, label: cells[at] ?? names[0] ?? '' };
  };
  const columns: HabitColumns = {
    position: column('position'),
    name: column('name'),
    type: column('type'),
    question: column('question'),
    description: column('description'),
    numerator: column('frequencynumerator', 'numrepetitions'),
    denominator: column('frequencydenominator', 'interval'),
    unit: column('unit'),
    targetType: column('target type'),
    targetValue: column('target value'),
    archived: column('archived?', 'archived'),
  };
  if (columns.name.at < 0 || columns.numerator.at < 0 || columns.denominator.at < 0) {
    throw notLoopHeader();
  }
  return columns;
}

/** One habit's line; each number is refused outside its bounds, naming the habit and column. */
function habitRow(columns: HabitColumns, row: string[], line: number, index: number): LoopHabitRow {
  const cell = ({ at }: { at: number }) => (at < 0 ? '' : (row[at] ?? '').trim());
  const name = cell(columns.name);
  if (!name) throw invalid(`Habits.csv line ${line}: the habit has no name.`);
  const number = (
    field: { at: number; label: string },
    range: ValueRange,
    { whole, absent }: { whole: boolean; absent?: number },
  ): number => {
    const text = cell(field);
    if (text === '' && absent !== undefined) return absent;
    const value = text === '' ? Number.NaN : Number(text);
    const shown = text.slice(0, 20);
    const refuse = (what: string) =>
      invalid(
        `Habit "${name.slice(0, 40)}" (Habits.csv line ${line}): its ${field.label} ${what} ` +
          rangeText(range) +
          '.',
      );
    if (Number.isNaN(value)) throw refuse(`"${shown}" is not a number`);
    if (whole && Number.isFinite(value) && !Number.isInteger(value)) {
      throw refuse(`${shown} is not a whole number`);
    }
    if (!inRange(value, range)) throw refuse(`${shown} is out of range`);
    return value;
  };
  const { frequency, targetValue, habits } = LOOP_VALUE_BOUNDS;
  const whole = { whole: true };
  return {
    position: columns.position.at < 0 ? index : number(columns.position, habits, whole),
    name,
    question: cell(columns.question),
    description: cell(columns.description),
    numerator: number(columns.numerator, frequency, whole),
    denominator: number(columns.denominator, frequency, whole),
    numeric: /^NUMERIC/i.test(cell(columns.type)),
    unit: cell(columns.unit),
    targetType: cell(columns.targetType).toUpperCase() === 'AT_MOST' ? 'AT_MOST' : 'AT_LEAST',
    targetValue: number(columns.targetValue, targetValue, { whole: false, absent: 0 }),
    archived: cell(columns.archived).toLowerCase() === 'true',
  };
}

/**
 * A habit's Checkmarks.csv: `date,value` lines (Loop 2.0 writes no header, later versions a
 * `Date,Value,Notes` header and a notes column, which is not imported). Newest first in Loop,
 * but the order does not matter here. A date given twice is refused: Loop never writes one.
 * Each line is counted on `days` as it is read, which stops the reading past the import's limit.
 */
export async function parseCheckmarksCsv(
  source: ByteSource,
  path: string,
  days: ImportDayCount,
): Promise<LoopCheckmark[]> {
  const checkmarks: LoopCheckmark[] = [];
  const seen = new Set<string>();
  let first = true;
  await readCsvRecords(source, path, (row, line) => {
    const date = (row[0] ?? '').trim();
    if (first) {
      first = false;
      if (date.toLowerCase() === 'date') return;
    }
    days.add();
    const text = (row[1] ?? '').trim();
    const problem = (what: string) =>
      invalid(`${path} line ${line}: ${what}, expected "YYYY-MM-DD,value".`);
    const shown = date.slice(0, 20);
    if (!isCalendarDate(date)) throw problem(`"${shown}" is not a date`);
    if (!/^-?\d+$/.test(text)) throw problem('the value is not a whole number');
    const value = Number(text);
    if (!inRange(value, LOOP_VALUE_BOUNDS.checkmark)) {
      throw problem(
        `the value ${text.slice(0, 20)} is out of range ${rangeText(LOOP_VALUE_BOUNDS.checkmark)}`,
      );
    }
    if (seen.has(date)) throw problem(`${date} is given twice`);
    seen.add(date);
    checkmarks.push({ date, value });
  });
  return checkmarks;
}

function notLoopHeader(): HabitsException {
  return invalid(
    'Habits.csv does not start with the header of a Loop export (Position,Name,...,' +
      'NumRepetitions,Interval or FrequencyNumerator,FrequencyDenominator).',
  );
}

function invalid(message: string): HabitsException {
  return new HabitsException(HabitsErrorCode.InvalidImport, message);
}
