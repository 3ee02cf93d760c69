import { CsvError, parse } from 'csv-parse/sync';
import { isCalendarDate } from '../../platform/validation/calendar-date.js';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { EXPECTED_EXPORT } from './loop-export-text.js';
import type { LoopCheckmark, LoopHabitRow } from './loop-export.types.js';

/** More habits than anyone keeps: past it the file is not a person's export. */
const LOOP_MAX_HABITS = 500;

/**
 * Habits.csv in either of Loop's layouts, told apart by their headers:
 * `Position,Name,Question,Description,NumRepetitions,Interval,Color` (Loop 1.x to 2.0) and
 * `Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,
 * Target Type,Target Value,Archived?` (2.1 on). Columns are found by name, so order and extra
 * columns do not matter.
 */
export function parseHabitsCsv(text: string): LoopHabitRow[] {
  const rows = csvRows(text, 'Habits.csv');
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const column = (...names: string[]) => header.findIndex((cell) => names.includes(cell));
  const at = {
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
  if (at.name < 0 || at.numerator < 0 || at.denominator < 0) {
    throw invalid(
      'Habits.csv does not start with the header of a Loop export (Position,Name,...,' +
        'NumRepetitions,Interval or FrequencyNumerator,FrequencyDenominator).',
    );
  }
  const body = rows.slice(1);
  if (body.length > LOOP_MAX_HABITS) {
    throw invalid(`Habits.csv lists more than ${LOOP_MAX_HABITS} habits.`);
  }
  return body.map((row, index) => {
    const line = index + 2;
    const cell = (column: number) => (column < 0 ? '' : (row[column] ?? '').trim());
    const problem = (what: string) => invalid(`Habits.csv line ${line}: ${what}.`);
    const name = cell(at.name);
    if (!name) throw problem('the habit has no name');
    const numerator = wholeNumber(cell(at.numerator));
    const denominator = wholeNumber(cell(at.denominator));
    if (numerator === null || denominator === null || numerator < 1 || denominator < 1) {
      throw problem('the frequency must be two whole numbers of at least 1');
    }
    const position = at.position < 0 ? index + 1 : wholeNumber(cell(at.position));
    if (position === null) throw problem('the position must be a whole number');
    const targetText = cell(at.targetValue);
    const targetValue = targetText === '' ? 0 : Number(targetText);
    if (!Number.isFinite(targetValue) || targetValue < 0) {
      throw problem('the target value must be a number of at least 0');
    }
    return {
      position,
      name,
      question: cell(at.question),
      description: cell(at.description),
      numerator,
      denominator,
      numeric: /^NUMERIC/i.test(cell(at.type)),
      unit: cell(at.unit),
      targetType: cell(at.targetType).toUpperCase() === 'AT_MOST' ? 'AT_MOST' : 'AT_LEAST',
      targetValue,
      archived: cell(at.archived).toLowerCase() === 'true',
    };
  });
}

/**
 * A habit's Checkmarks.csv: `date,value` lines (Loop 2.0 writes no header, later versions a
 * `Date,Value,Notes` header and a notes column, which is not imported). Newest first in Loop,
 * but the order does not matter here. A date given twice is refused: Loop never writes one.
 */
export function parseCheckmarksCsv(text: string, path: string): LoopCheckmark[] {
  const rows = csvRows(text, path);
  const first = rows[0]?.[0]?.trim().toLowerCase();
  const body = first === 'date' ? rows.slice(1) : rows;
  const offset = first === 'date' ? 2 : 1;
  const seen = new Set<string>();
  return body.map((row, index) => {
    const date = (row[0] ?? '').trim();
    const value = integer((row[1] ?? '').trim());
    const problem = (what: string) =>
      invalid(`${path} line ${index + offset}: ${what}, expected "YYYY-MM-DD,value".`);
    const shown = date.slice(0, 20);
    if (!isCalendarDate(date)) throw problem(`"${shown}" is not a date`);
    if (value === null) throw problem('the value is not a whole number');
    if (seen.has(date)) throw problem(`${date} is given twice`);
    seen.add(date);
    return { date, value };
  });
}

/** The file's rows; a CSV syntax error (an open quote, a stray character) names its line. */
function csvRows(text: string, path: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : null;
      throw invalid(`${path}${line ? ` line ${line}` : ''} is not valid CSV. ${EXPECTED_EXPORT}`);
    }
    throw error;
  }
}

function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

function integer(text: string): number | null {
  return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= 2 ** 31 - 1 ? Number(text) : null;
}

function invalid(message: string): HabitsException {
  return new HabitsException(HabitsErrorCode.InvalidImport, message);
}
