import { describe, expect, it } from '@jest/globals';
import type { StreakEntry, StreakHabit } from './streak-input.js';
import { habitDays } from './habit-days.js';
import {
  habitStrengthHistory,
  loopScore,
  repetitionsPerDay,
  strengthScores,
} from './habit-strength.js';

const daily: StreakHabit = {
  frequency: 'daily',
  targetCount: 1,
  customDays: [],
  createdOn: '2026-11-01',
};
const done = (date: string): StreakEntry => ({ date, status: 'done', count: 1 });
const skip = (date: string): StreakEntry => ({ date, status: 'skipped', count: 0 });
const scores = (habit: StreakHabit, entries: StreakEntry[], today: string): number[] =>
  strengthScores(habit, habitDays(habit, entries, today));

describe('loopScore', () => {
  it('is Loop\u2019s exponential smoothing with m = 0.5^(sqrt(freq)/13)', () => {
    const m = 0.5 ** (1 / 13); // 0.948077514...
    expect(loopScore(1, 0, 1)).toBeCloseTo(1 - m, 12);
    expect(loopScore(1, 0.5, 0)).toBeCloseTo(0.5 * m, 12);
    // Thirteen daily steps toward 1 from 0 cover exactly half the distance.
    let score = 0;
    for (let step = 0; step < 13; step++) score = loopScore(1, score, 1);
    expect(score).toBeCloseTo(0.5, 12);
  });
});

describe('repetitionsPerDay', () => {
  it('is 1 for daily, targetCount/7 for weekly, chosen days/7 for custom', () => {
    expect(repetitionsPerDay({ ...daily, targetCount: 3 })).toBe(1);
    expect(repetitionsPerDay({ ...daily, frequency: 'weekly', targetCount: 3 })).toBeCloseTo(3 / 7);
    expect(repetitionsPerDay({ ...daily, frequency: 'custom', customDays: [1, 3, 5] })).toBeCloseTo(
      3 / 7,
    );
  });
});

describe('strengthScores', () => {
  it('daily: done, done, missed, skipped, done, today open (hand computed)', () => {
    // m = 0.9480775143; s1 = 1-m = 0.0519224857; s2 = s1·m + (1-m) = 0.1011490268;
    // s3 = s2·m = 0.0958971179; s4 = s3 (skip); s5 = s4·m + (1-m) = 0.1428403868; s6 = s5 (open).
    const entries = [
      done('2026-11-01'),
      done('2026-11-02'),
      skip('2026-11-04'),
      done('2026-11-05'),
    ];
    const expected = [
      0.0519224857, 0.1011490268, 0.0958971179, 0.0958971179, 0.1428403868, 0.1428403868,
    ];
    const actual = scores(daily, entries, '2026-11-06');
    expect(actual).toHaveLength(expected.length);
    actual.forEach((score, index) => expect(score).toBeCloseTo(expected[index] ?? NaN, 9));
  });

  it('weekly 1×: the checkmark is done days in 14 days / 2 (Loop\u2019s smoothing of weekly habits)', () => {
    // m = 0.5^(sqrt(1/7)/13) = 0.9800490153; day 1 done: s1 = 0.5·(1-m);
    // day 2 missed, window still holds 1 done day: s2 = s1·m + 0.5·(1-m) = 0.5·(1-m²) = 0.0197519638.
    const weekly = { ...daily, frequency: 'weekly' as const };
    const actual = scores(weekly, [done('2026-11-01')], '2026-11-03');
    expect(actual[1]).toBeCloseTo(0.0197519638, 9);
    expect(actual[2]).toBeCloseTo(0.0197519638, 9);
  });

  it('custom: only chosen days move the score, with freq = chosen days / 7', () => {
    // Mon/Wed/Fri, m = 0.5^(sqrt(3/7)/13) = 0.9656966817. Mon 2 done: 1-m = 0.0343033183;
    // Tue 3 unchosen: unchanged; Wed 4 missed: (1-m)·m = 0.0331266006; Thu 5 (today) unchosen.
    const custom = { ...daily, frequency: 'custom' as const, customDays: [1, 3, 5] };
    const actual = scores(custom, [done('2026-11-02'), done('2026-11-03')], '2026-11-05');
    expect(actual.slice(1)).toEqual([
      expect.closeTo(0.0343033183, 9),
      expect.closeTo(0.0343033183, 9),
      expect.closeTo(0.0331266006, 9),
      expect.closeTo(0.0331266006, 9),
    ]);
  });

  it('reaches 100 % after a long unbroken run', () => {
    const entries = Array.from({ length: 200 }, (_, index) => ({
      ...done('2026-11-01'),
      date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10),
    }));
    const history = habitStrengthHistory(daily, entries, entries[199]?.date ?? '');
    expect(history).toHaveLength(200);
    expect(history[0]).toEqual({ date: '2026-11-01', strength: 5 });
    expect(history[199]?.strength).toBe(100);
  });
});
