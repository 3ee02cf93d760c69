import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addDays, daysBetween } from '../../platform/clock/calendar-date.js';
import { fromDayNumber, toDayNumber, weekdayOf } from './day-number.js';
import { habitStreaks, habitStreaksOfNumbers } from './habit-streaks.js';
import type { StreakEntry, StreakHabit } from './streak-input.js';

/** Creation dates just before DST changes (EU late March and late October, US early November). */
const NEAR_DST = [
  '2025-03-27',
  '2025-10-23',
  '2025-10-30',
  '2026-03-26',
  '2026-10-22',
  '2026-10-29',
];

const calendarDate = fc.oneof(
  fc.constantFrom(...NEAR_DST),
  fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2037-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
);

const habitArb: fc.Arbitrary<StreakHabit> = fc.record({
  frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'custom' as const),
  targetCount: fc.integer({ min: 1, max: 4 }),
  customDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
  createdOn: calendarDate,
});

/** A habit, its history (one optional entry per day of its life) and today. */
const scenario = habitArb.chain((habit) =>
  fc.integer({ min: 0, max: 90 }).chain((length) =>
    fc
      .array(
        fc.oneof(
          fc.constant(null),
          fc.integer({ min: 1, max: 4 }).map((count) => ({ status: 'done' as const, count })),
          fc.constant({ status: 'skipped' as const, count: 0 }),
        ),
        { minLength: length + 1, maxLength: length + 1 },
      )
      .map((days) => ({
        habit,
        today: addDays(habit.createdOn, length),
        entries: days.flatMap((day, offset): StreakEntry[] =>
          day ? [{ ...day, date: addDays(habit.createdOn, offset) }] : [],
        ),
      })),
  ),
);

type Scenario = { habit: StreakHabit; entries: StreakEntry[]; today: string };
const run = ({ habit, entries, today }: Scenario) => habitStreaks(habit, entries, today);
const runs = (scenario: Scenario) => {
  const { current, best } = run(scenario);
  return { current, best };
};

/** A day of the habit's life, picked by a fraction so that it follows the scenario. */
const pickDay = (scenario: Scenario, fraction: number): string =>
  addDays(
    scenario.habit.createdOn,
    Math.floor(fraction * (daysBetween(scenario.habit.createdOn, scenario.today) + 1)),
  );
const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** Moves every date on or after `from` `days` later, like inserting `days` days at `from`. */
function insertDays(
  scenario: Scenario,
  from: string,
  days: number,
  extra: StreakEntry[],
): Scenario {
  const shift = (date: string) => (date >= from ? addDays(date, days) : date);
  return {
    habit: scenario.habit,
    today: shift(scenario.today),
    entries: [
      ...scenario.entries.map((entry) => ({ ...entry, date: shift(entry.date) })),
      ...extra,
    ],
  };
}

describe('habitStreaks properties', () => {
  it('adding a done day never lowers the current or best streak', () => {
    fc.assert(
      fc.property(scenario, fraction, fc.integer({ min: 1, max: 4 }), (s, at, count) => {
        const before = runs(s);
        const after = runs({
          ...s,
          entries: [...s.entries, { date: pickDay(s, at), status: 'done', count }],
        });
        expect(after.current).toBeGreaterThanOrEqual(before.current);
        expect(after.best).toBeGreaterThanOrEqual(before.best);
      }),
    );
  });

  it('marking a day skipped never lowers the current or best streak', () => {
    fc.assert(
      fc.property(scenario, fraction, (s, at) => {
        const before = runs(s);
        const after = runs({
          ...s,
          entries: [...s.entries, { date: pickDay(s, at), status: 'skipped', count: 0 }],
        });
        expect(after.current).toBeGreaterThanOrEqual(before.current);
        expect(after.best).toBeGreaterThanOrEqual(before.best);
      }),
    );
  });

  it('a skipped week neither extends nor breaks a streak (nor moves a daily or custom strength)', () => {
    fc.assert(
      fc.property(scenario, fraction, (s, at) => {
        // Insert a whole skipped Sunday-to-Saturday week, so that weekdays and weeks stay aligned.
        const picked = toDayNumber(pickDay(s, at));
        const sunday = fromDayNumber(picked - weekdayOf(picked) + 7);
        fc.pre(sunday <= s.today);
        const skips = Array.from({ length: 7 }, (_, day): StreakEntry => ({
          date: addDays(sunday, day),
          status: 'skipped',
          count: 0,
        }));
        const before = run(s);
        const after = run(insertDays(s, sunday, 7, skips));
        expect({ current: after.current, best: after.best }).toEqual({
          current: before.current,
          best: before.best,
        });
        expect(after.doneToday).toBe(before.doneToday);
        // Loop's weekly checkmark looks back 14 days, so only daily and custom strengths stay put.
        if (s.habit.frequency !== 'weekly') expect(after.strength).toBe(before.strength);
      }),
    );
  });

  it('a skipped day of a daily habit neither extends nor breaks its streak', () => {
    fc.assert(
      fc.property(scenario, fraction, (s, at) => {
        const daily = { ...s, habit: { ...s.habit, frequency: 'daily' as const } };
        const day = pickDay(daily, at);
        fc.pre(day > daily.habit.createdOn);
        const before = run(daily);
        const after = run(insertDays(daily, day, 1, [{ date: day, status: 'skipped', count: 0 }]));
        expect(after).toEqual(before);
      }),
    );
  });

  it('the same entries in any order give the same result', () => {
    fc.assert(
      fc.property(
        scenario.chain((s) =>
          fc
            .shuffledSubarray(s.entries, { minLength: s.entries.length })
            .map((e) => [s, e] as const),
        ),
        ([s, shuffled]) => {
          expect(run({ ...s, entries: shuffled })).toEqual(run(s));
        },
      ),
    );
  });

  it('the entries given as day numbers (the read path) give the same result as dates', () => {
    // Extra entries: a second entry on a day, and entries before creation or after today.
    const extra = fc.array(
      fc.record({
        offset: fc.integer({ min: -3, max: 93 }),
        status: fc.constantFrom('done' as const, 'skipped' as const),
        count: fc.integer({ min: 0, max: 4 }),
      }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(scenario, extra, (s, more) => {
        const entries = [
          ...s.entries,
          ...more.map(({ offset, status, count }) => ({
            date: addDays(s.habit.createdOn, offset),
            status,
            count: status === 'skipped' ? 0 : count,
          })),
        ];
        const done = entries.filter((entry) => entry.status === 'done');
        const numbers = {
          doneDays: done.map((entry) => toDayNumber(entry.date)),
          doneCounts: done.map((entry) => entry.count),
          skippedDays: entries
            .filter((entry) => entry.status === 'skipped')
            .map((entry) => toDayNumber(entry.date)),
        };
        expect(habitStreaksOfNumbers(s.habit, numbers, s.today)).toEqual(
          habitStreaks(s.habit, entries, s.today),
        );
      }),
    );
  });

  it('moving a whole history by whole weeks (across DST changes) changes nothing', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: -60, max: 60 }), (s, weeks) => {
        const move = (date: string) => addDays(date, weeks * 7);
        const moved: Scenario = {
          habit: { ...s.habit, createdOn: move(s.habit.createdOn) },
          today: move(s.today),
          entries: s.entries.map((entry) => ({ ...entry, date: move(entry.date) })),
        };
        expect(run(moved)).toEqual(run(s));
      }),
    );
  });

  describe('in any process time zone', () => {
    const original = process.env.TZ;
    afterAll(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('gives the same result and agrees with the platform calendar across DST changes', () => {
      const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Pacific/Chatham'];
      fc.assert(
        fc.property(scenario, fc.constantFrom(...zones), (s, zone) => {
          process.env.TZ = 'UTC';
          const inUtc = run(s);
          process.env.TZ = zone;
          expect(run(s)).toEqual(inUtc);
          const created = toDayNumber(s.habit.createdOn);
          expect(toDayNumber(s.today) - created).toBe(daysBetween(s.habit.createdOn, s.today));
          expect(fromDayNumber(created + 1)).toBe(addDays(s.habit.createdOn, 1));
        }),
        { numRuns: 50 },
      );
    });
  });
});
