import { describe, expect, it } from '@jest/globals';
import { HabitsException } from '../habits.exception.js';
import type { LoopHabit } from './loop-export.types.js';
import { mapLoopHabit } from './loop-habit-mapper.js';

const TODAY = '2026-03-10';

const habit = (fields: Partial<LoopHabit>): LoopHabit => ({
  position: 1,
  name: 'Meditate',
  question: '',
  description: '',
  numerator: 1,
  denominator: 1,
  numeric: false,
  unit: '',
  targetType: 'AT_LEAST',
  targetValue: 0,
  archived: false,
  checkmarks: [],
  ...fields,
});

const marks = (...pairs: [string, number][]) => pairs.map(([date, value]) => ({ date, value }));

describe('mapLoopHabit', () => {
  it('cleans names and notes as every text here is cleaned, and refuses an invisible name', () => {
    const plan = mapLoopHabit(
      habit({
        name: '\u200b Read\n\u202eevery night\u0007 ',
        question: 'Did you read?\r\nAt least 10 pages',
      }),
      TODAY,
    );
    expect(plan.name).toBe('Read every night');
    expect(plan.description).toBe('Did you read?\nAt least 10 pages');
    expect(() => mapLoopHabit(habit({ name: '\u200b\u200d ' }), TODAY)).toThrow(
      'A habit in Habits.csv has no name, only invisible characters.',
    );
  });

  it('yes/no: done, skipped and not-done days are written; implied and unknown days are not', () => {
    const plan = mapLoopHabit(
      habit({
        numerator: 3,
        denominator: 7,
        checkmarks: marks(
          ['2026-03-10', 1],
          ['2026-03-09', 2],
          ['2026-03-08', 3],
          ['2026-03-07', 0],
          ['2026-03-06', -1],
          ['2026-03-05', 1],
        ),
      }),
      TODAY,
    );
    expect(plan).toMatchObject({ frequency: 'weekly', targetCount: 3, notes: [] });
    expect(plan.days).toEqual([
      { entryDate: '2026-03-07', status: 'done', count: 0 },
      { entryDate: '2026-03-08', status: 'skipped', count: 0 },
      { entryDate: '2026-03-09', status: 'done', count: 1 },
    ]);
    // An implied day counts as the first day Loop knows; an unknown one does not.
    expect(plan.firstDate).toBe('2026-03-05');
  });

  it('leaves out days after today: silently when Loop only implied them', () => {
    const implied = mapLoopHabit(habit({ checkmarks: marks(['2026-03-12', 1]) }), TODAY);
    expect(implied).toMatchObject({ days: [], firstDate: null, notes: [] });
    const done = mapLoopHabit(habit({ checkmarks: marks(['2026-03-11', 2]) }), TODAY);
    expect(done).toMatchObject({ days: [], notes: ['Days after today were left out.'] });
  });

  it('numeric at least: daily, amounts as counts, target rounded up, skips kept', () => {
    const plan = mapLoopHabit(
      habit({
        numeric: true,
        targetValue: 7.5,
        unit: 'km',
        checkmarks: marks(['2026-03-10', 8000], ['2026-03-09', 3], ['2026-03-08', 2400]),
      }),
      TODAY,
    );
    expect(plan).toMatchObject({
      frequency: 'daily',
      targetCount: 8,
      notes: ['Amounts and the target are rounded to whole numbers.'],
    });
    expect(plan.days.map(({ status, count }) => [status, count])).toEqual([
      ['done', 2],
      ['skipped', 0],
      ['done', 8],
    ]);
  });

  it('numeric over a week: the target per day, said in a note', () => {
    const plan = mapLoopHabit(
      habit({ numeric: true, denominator: 7, targetValue: 14, unit: 'pages' }),
      TODAY,
    );
    expect(plan).toMatchObject({
      frequency: 'daily',
      targetCount: 2,
      notes: ["Loop's target of 14 pages in 7 days is a daily target here."],
    });
  });

  it('numeric at most: a yes/no habit, done on the days within the limit', () => {
    const plan = mapLoopHabit(
      habit({
        numeric: true,
        targetType: 'AT_MOST',
        targetValue: 2,
        unit: 'coffees',
        checkmarks: marks(['2026-03-10', 3000], ['2026-03-09', 2000], ['2026-03-08', 0]),
      }),
      TODAY,
    );
    expect(plan).toMatchObject({ frequency: 'daily', targetCount: 1 });
    expect(plan.notes[0]).toMatch(/^Loop's "at most 2 coffees" becomes a yes\/no habit/);
    expect(plan.days.map(({ count }) => count)).toEqual([1, 1, 0]);
  });

  it('takes targets and amounts up to what a habit here holds: 1000 a day', () => {
    const plan = mapLoopHabit(
      habit({ numeric: true, targetValue: 1000, checkmarks: marks(['2026-03-10', 1_000_000]) }),
      TODAY,
    );
    expect(plan).toMatchObject({
      targetCount: 1000,
      days: [expect.objectContaining({ count: 1000 })],
    });
    // "At most" keeps no amount and no target, so any amount Loop holds is fine.
    const atMost = mapLoopHabit(
      habit({
        numeric: true,
        targetType: 'AT_MOST',
        targetValue: 2_000_000,
        checkmarks: marks(['2026-03-10', 2 ** 31 - 1]),
      }),
      TODAY,
    );
    expect(atMost.days).toEqual([{ entryDate: '2026-03-10', status: 'done', count: 0 }]);
  });

  it('takes a habit with amounts over 3 as numeric when Habits.csv has no type (Loop 2.0)', () => {
    const plan = mapLoopHabit(habit({ checkmarks: marks(['2026-03-10', 5000]) }), TODAY);
    expect(plan.days).toEqual([{ entryDate: '2026-03-10', status: 'done', count: 5 }]);
  });

  it('joins question and description; an archived habit is said to be imported as active', () => {
    const plan = mapLoopHabit(
      habit({ question: ' Did you meditate? ', description: 'Ten minutes', archived: true }),
      TODAY,
    );
    expect(plan).toMatchObject({
      description: 'Did you meditate?\n\nTen minutes',
      archivedInLoop: true,
      notes: ['Archived in Loop: imported as an active habit.'],
    });
  });

  it.each([
    [habit({ name: 'x'.repeat(201) }), /^The habit name "x+…" is longer than 200\.$/],
    [habit({ name: 'Run\u0000' }), /^A habit's name cannot be read/],
    [
      habit({ checkmarks: marks(['2026-03-10', -2]) }),
      /^Meditate: 2026-03-10 has the value -2, which Loop never writes\.$/,
    ],
    [
      habit({ checkmarks: marks(['1969-12-31', 2]) }),
      /^Meditate: 1969-12-31 is before 1970-01-01, which Loop never writes\.$/,
    ],
    [
      habit({ name: 'Read', numeric: true, targetValue: 3000, unit: 'pages' }),
      'Habit "Read": its target of 3000 pages a day is out of range (1 to 1,000). Lower it in ' +
        'Loop and export again.',
    ],
    [
      habit({ name: 'Read', numeric: true, targetValue: 7007, denominator: 7 }),
      'Habit "Read": its target of 1001 a day is out of range (1 to 1,000). Lower it in Loop ' +
        'and export again.',
    ],
    [
      habit({
        name: 'Steps',
        numeric: true,
        targetValue: 10,
        unit: 'km',
        checkmarks: marks(['2026-03-09', 1000], ['2026-03-10', 1_000_600]),
      }),
      'Habit "Steps": its amount of 1001 km on 2026-03-10 is out of range (0 to 1,000).',
    ],
  ])('refuses what cannot be stored (%#)', (loopHabit, message) => {
    expect(() => mapLoopHabit(loopHabit, TODAY)).toThrow(HabitsException);
    expect(() => mapLoopHabit(loopHabit, TODAY)).toThrow(message);
  });
});
