import { describe, expect, it } from '@jest/globals';
import { HabitsException } from '../habits.exception.js';
import { parseCheckmarksCsv, parseHabitsCsv } from './loop-csv.js';
import { ImportDayCount, LOOP_MAX_IMPORT_DAYS } from './loop-import-limits.js';

const messageOf = async (run: () => Promise<unknown>): Promise<string> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof HabitsException) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

/** The file's bytes as the archive hands them over, here in chunks of `size` bytes. */
const bytes = (text: string | Buffer, size = 7): Buffer[] => {
  const all = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return Array.from({ length: Math.ceil(all.length / size) }, (_, at) =>
    all.subarray(at * size, (at + 1) * size),
  );
};

const habitsOf = (text: string | Buffer) => parseHabitsCsv(bytes(text));
const checkmarksOf = (text: string | Buffer, path = 'p') =>
  parseCheckmarksCsv(bytes(text), path, new ImportDayCount());

describe('parseHabitsCsv', () => {
  it("reads Loop 2.1's layout: type, target, archived; a quoted name with a comma", async () => {
    const text =
      'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,' +
      'Unit,Target Type,Target Value,Archived?\n' +
      '001,"Read, then sleep",YES_NO,Did you read?,,3,7,#FF8F00,,,,true\n' +
      '002,Water,NUMERICAL,Glasses?,,1,1,#039BE5,glasses,AT_MOST,2.5,false\n';
    expect(await habitsOf(text)).toEqual([
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

  it("reads Loop 2.0's layout (NumRepetitions, Interval), with a byte order mark", async () => {
    const text =
      '\uFEFFPosition,Name,Question,Description,NumRepetitions,Interval,Color\n' +
      '001,Meditate,Did you meditate?,Calm,1,1,#FF8F00\n';
    expect(await habitsOf(text)).toEqual([
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
      'Habit "Run" (Habits.csv line 2): its NumRepetitions 0 is out of range (1 to 365).',
    ],
    [
      'Position,Name,NumRepetitions,Interval\n001,"Run,1,1\n',
      /^Habits\.csv line \d+ is not valid CSV\. Expected the ZIP/,
    ],
  ])('refuses %j', async (text, message) => {
    expect(await messageOf(() => habitsOf(text))).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });

  const LAYOUT =
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,' +
    'Unit,Target Type,Target Value,Archived?\n';
  const habitLine = (fields: {
    position?: string;
    times?: string;
    days?: string;
    target?: string;
  }) =>
    `${fields.position ?? '001'},Read,NUMERICAL,,,${fields.times ?? '1'},${fields.days ?? '1'},` +
    `#000,pages,AT_LEAST,${fields.target ?? '20.0'},false\n`;
  const HABIT = 'Habit "Read" (Habits.csv line 2): its';

  it.each([
    [
      { target: '3000000000' },
      `${HABIT} Target Value 3000000000 is out of range (0 to 2,147,483).`,
    ],
    [{ target: '1e308' }, `${HABIT} Target Value 1e308 is out of range (0 to 2,147,483).`],
    [{ target: '1e999' }, `${HABIT} Target Value 1e999 is out of range (0 to 2,147,483).`],
    [{ target: '-5' }, `${HABIT} Target Value -5 is out of range (0 to 2,147,483).`],
    [{ target: 'lots' }, `${HABIT} Target Value "lots" is not a number (0 to 2,147,483).`],
    [{ times: '3000000000' }, `${HABIT} FrequencyNumerator 3000000000 is out of range (1 to 365).`],
    [{ days: '366' }, `${HABIT} FrequencyDenominator 366 is out of range (1 to 365).`],
    [{ days: '7.5' }, `${HABIT} FrequencyDenominator 7.5 is not a whole number (1 to 365).`],
    [{ position: '0' }, `${HABIT} Position 0 is out of range (1 to 500).`],
    [{ position: '99999999999' }, `${HABIT} Position 99999999999 is out of range (1 to 500).`],
  ])(
    'refuses a number out of its bounds, naming the habit and the column: %j',
    async (fields, message) => {
      expect(await messageOf(() => habitsOf(LAYOUT + habitLine(fields)))).toBe(message);
    },
  );

  it('takes the largest numbers Loop writes', async () => {
    const text =
      LAYOUT + habitLine({ position: '500', times: '365', days: '365', target: '2147483' });
    expect(await habitsOf(text)).toEqual([
      expect.objectContaining({
        position: 500,
        numerator: 365,
        denominator: 365,
        targetValue: 2147483,
      }),
    ]);
  });

  it('reads UTF-8 split anywhere between chunks, and refuses a line that is not UTF-8', async () => {
    const text = 'Position,Name,NumRepetitions,Interval\n001,Café 日本 🧘,1,1\n';
    for (const size of [1, 2, 3, 5, 64]) {
      expect(await parseHabitsCsv(bytes(text, size))).toEqual([
        expect.objectContaining({ name: 'Café 日本 🧘' }),
      ]);
    }
    // "Café" saved as Latin-1 by a spreadsheet: é is the single byte 0xE9.
    const latin1 = Buffer.from(
      'Position,Name,NumRepetitions,Interval\n001,Run,1,1\n002,Caf\xe9,1,1\n',
      'latin1',
    );
    expect(await messageOf(() => habitsOf(latin1))).toBe(
      'Habits.csv line 3 is not valid UTF-8 text. Export it again from Loop, or save it as UTF-8.',
    );
  });
});

describe('parseCheckmarksCsv', () => {
  it('reads `date,value` lines without a header (Loop 2.0), newest first', async () => {
    expect(await checkmarksOf('2026-03-10,2\n2026-03-09,3\n\n2026-03-08,8000\n')).toEqual([
      { date: '2026-03-10', value: 2 },
      { date: '2026-03-09', value: 3 },
      { date: '2026-03-08', value: 8000 },
    ]);
  });

  it('skips a `Date,Value,Notes` header and the notes column (later versions)', async () => {
    const text = 'Date,Value,Notes\n2026-03-10,2,"felt good, slept well"\n2026-03-09,0,\n';
    expect(await checkmarksOf(text)).toEqual([
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
    [
      '2026-03-10,3000000000\n',
      '001 Run/Checkmarks.csv line 1: the value 3000000000 is out of range ' +
        '(-2,147,483,648 to 2,147,483,647)',
    ],
  ])('refuses %j, naming the file and line', async (text, start) => {
    expect(await messageOf(() => checkmarksOf(text, '001 Run/Checkmarks.csv'))).toBe(
      `${start}, expected "YYYY-MM-DD,value".`,
    );
  });

  it('refuses a line that is not UTF-8, even in the notes, naming it', async () => {
    const text = Buffer.concat([
      Buffer.from('Date,Value,Notes\n2026-03-10,2,fine\n2026-03-09,2,'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('\n2026-03-08,2,\n'),
    ]);
    expect(await messageOf(() => checkmarksOf(text, '001 Run/Checkmarks.csv'))).toBe(
      '001 Run/Checkmarks.csv line 3 is not valid UTF-8 text. Export it again from Loop, or ' +
        'save it as UTF-8.',
    );
  });

  it('counts each line on the import, and stops reading at the first one past its limit', async () => {
    const days = new ImportDayCount();
    for (let day = 0; day < LOOP_MAX_IMPORT_DAYS - 1; day += 1) days.add();
    let chunksRead = 0;
    async function* endless(): AsyncGenerator<Buffer> {
      for (let day = 1; ; day += 1) {
        chunksRead += 1;
        yield Buffer.from(`2026-03-${String((day % 28) + 1).padStart(2, '0')},2\n`);
      }
    }
    const refusal = parseCheckmarksCsv(endless(), '001 Run/Checkmarks.csv', days);
    await expect(refusal).rejects.toThrow(
      'The export holds more than 250,000 days; one import takes at most 250,000.',
    );
    // An endless file: only what the streams buffer ahead (a few pages) was read.
    expect(chunksRead).toBeLessThan(10_000);
  });
});
