import { describe, expect, it } from '@jest/globals';
import { HabitsException } from '../habits.exception.js';
import { parseCheckmarksCsv, parseHabitsCsv } from './loop-csv.js';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof HabitsException) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('parseHabitsCsv', () => {
  it("reads Loop 2.1's layout: type, target, archived; a quoted name with a comma", () => {
    const text =
      'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,' +
      'Unit,Target Type,Target Value,Archived?\n' +
      '001,"Read, then sleep",YES_NO,Did you read?,,3,7,#FF8F00,,,,true\n' +
      '002,Water,NUMERICAL,Glasses?,,1,1,#039BE5,glasses,AT_MOST,2.5,false\n';
    expect(parseHabitsCsv(text)).toEqual([
      {
        position: 1,
        name: 'Read, then sleep',
        question: 'Did you read?',
        description: '',
        numerator: 3,
        denominator: 7,
        numeric: false,
        unit: '',
        targetType: 'AT_LEAST',
        targetValue: 0,
        archived: true,
      },
      {
        position: 2,
        name: 'Water',
        question: 'Glasses?',
        description: '',
        numerator: 1,
        denominator: 1,
        numeric: true,
        unit: 'glasses',
        targetType: 'AT_MOST',
        targetValue: 2.5,
        archived: false,
      },
    ]);
  });

  it("reads Loop 2.0's layout (NumRepetitions, Interval), with a byte order mark", () => {
    const text =
      '\uFEFFPosition,Name,Question,Description,NumRepetitions,Interval,Color\n' +
      '001,Meditate,Did you meditate?,Calm,1,1,#FF8F00\n';
    expect(parseHabitsCsv(text)).toEqual([
      expect.objectContaining({
        position: 1,
        name: 'Meditate',
        description: 'Calm',
        numerator: 1,
        denominator: 1,
        numeric: false,
        archived: false,
      }),
    ]);
  });

  it.each([
    ['Title,Done\nRun,yes\n', /^Habits\.csv does not start with the header of a Loop export/],
    [
      'Position,Name,NumRepetitions,Interval\n001,,1,1\n',
      'Habits.csv line 2: the habit has no name.',
    ],
    [
      'Position,Name,NumRepetitions,Interval\n001,Run,0,7\n',
      'Habits.csv line 2: the frequency must be two whole numbers of at least 1.',
    ],
    [
      'Position,Name,NumRepetitions,Interval\n001,"Run,1,1\n',
      /^Habits\.csv line \d+ is not valid CSV\. Expected the ZIP/,
    ],
  ])('refuses %j', (text, message) => {
    expect(messageOf(() => parseHabitsCsv(text))).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });
});

describe('parseCheckmarksCsv', () => {
  it('reads `date,value` lines without a header (Loop 2.0), newest first', () => {
    expect(parseCheckmarksCsv('2026-03-10,2\n2026-03-09,3\n\n2026-03-08,8000\n', 'p')).toEqual([
      { date: '2026-03-10', value: 2 },
      { date: '2026-03-09', value: 3 },
      { date: '2026-03-08', value: 8000 },
    ]);
  });

  it('skips a `Date,Value,Notes` header and the notes column (later versions)', () => {
    const text = 'Date,Value,Notes\n2026-03-10,2,"felt good, slept well"\n2026-03-09,0,\n';
    expect(parseCheckmarksCsv(text, 'p')).toEqual([
      { date: '2026-03-10', value: 2 },
      { date: '2026-03-09', value: 0 },
    ]);
  });

  it.each([
    ['2026-02-30,2\n', '001 Run/Checkmarks.csv line 1: "2026-02-30" is not a date'],
    [
      '2026-03-10,2\n2026-03-09,yes\n',
      '001 Run/Checkmarks.csv line 2: the value is not a whole number',
    ],
    ['2026-03-10,2.5\n', '001 Run/Checkmarks.csv line 1: the value is not a whole number'],
    ['2026-03-10,2\n2026-03-10,0\n', '001 Run/Checkmarks.csv line 2: 2026-03-10 is given twice'],
    ['Date,Value\n10/03/2026,2\n', '001 Run/Checkmarks.csv line 2: "10/03/2026" is not a date'],
  ])('refuses %j, naming the file and line', (text, start) => {
    expect(messageOf(() => parseCheckmarksCsv(text, '001 Run/Checkmarks.csv'))).toBe(
      `${start}, expected "YYYY-MM-DD,value".`,
    );
  });
});
