import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addDays } from '../../platform/clock/calendar-date.js';
import {
  checkInStreak,
  goalFigures,
  momentumPercentage,
  progressPercentage,
  resilienceDays,
  type TaskDay,
} from './goal-stats.js';

const TODAY = '2025-03-10';

/** A day `offset` days from today with `completed` of `total` tasks done. */
const day = (offset: number, total: number, completed: number): TaskDay => ({
  date: addDays(TODAY, offset),
  total,
  completed,
});

describe('progressPercentage', () => {
  it('is 0 without tasks', () => {
    expect(progressPercentage(0, 0)).toBe(0);
  });

  it('rounds down', () => {
    expect(progressPercentage(3, 1)).toBe(33);
    expect(progressPercentage(3, 2)).toBe(66);
    expect(progressPercentage(8, 1)).toBe(12);
  });

  it('reaches 100 only when every task is done', () => {
    expect(progressPercentage(60, 60)).toBe(100);
    expect(progressPercentage(1000, 999)).toBe(99);
    expect(progressPercentage(80, 79)).toBe(98);
  });

  it('stays within 0-100 and is 100 exactly when all are done', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10_000 })
          .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: total }))),
        ([total, completed]) => {
          const percent = progressPercentage(total, completed);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent === 100).toBe(completed === total);
          expect(percent).toBeLessThanOrEqual((100 * completed) / total);
        },
      ),
    );
  });
});

describe('momentumPercentage', () => {
  it('is 0 without tasks in the last 7 days', () => {
    expect(momentumPercentage([], TODAY)).toBe(0);
    expect(momentumPercentage([day(-7, 4, 4), day(1, 4, 4)], TODAY)).toBe(0);
  });

  it('counts the 7 days ending today, both ends included', () => {
    expect(momentumPercentage([day(0, 2, 2), day(-6, 2, 0)], TODAY)).toBe(50);
  });

  it('ignores days before the window and days after today', () => {
    const days = [day(-7, 10, 0), day(-3, 4, 3), day(1, 10, 0), day(30, 5, 5)];
    expect(momentumPercentage(days, TODAY)).toBe(75);
  });

  it('weighs days by their tasks, not as equal days', () => {
    // 1 of 1 and 0 of 3: 25%, not the 50% an average of days would give.
    expect(momentumPercentage([day(-1, 1, 1), day(-2, 3, 0)], TODAY)).toBe(25);
  });

  it('rounds to the nearest percent', () => {
    expect(momentumPercentage([day(0, 3, 2)], TODAY)).toBe(67);
    expect(momentumPercentage([day(0, 3, 1)], TODAY)).toBe(33);
    expect(momentumPercentage([day(0, 8, 1)], TODAY)).toBe(13);
  });

  it('works across a month and a year end', () => {
    const days = [
      { date: '2024-12-26', total: 4, completed: 0 },
      { date: '2024-12-27', total: 4, completed: 4 },
      { date: '2025-01-02', total: 4, completed: 2 },
    ];
    expect(momentumPercentage(days, '2025-01-02')).toBe(75);
  });
});

describe('resilienceDays', () => {
  it('counts a strong day right after a weak one', () => {
    expect(resilienceDays([day(-1, 4, 1), day(0, 10, 7)], TODAY)).toBe(1);
  });

  it('needs under 50% the day before and at least 70% on the day', () => {
    expect(resilienceDays([day(-1, 2, 1), day(0, 10, 10)], TODAY)).toBe(0); // 50% is not low
    expect(resilienceDays([day(-1, 100, 49), day(0, 100, 70)], TODAY)).toBe(1);
    expect(resilienceDays([day(-1, 100, 49), day(0, 100, 69)], TODAY)).toBe(0);
    expect(resilienceDays([day(-1, 5, 0), day(0, 3, 2)], TODAY)).toBe(0); // 66.7%
  });

  it('needs calendar days that follow each other', () => {
    expect(resilienceDays([day(-3, 4, 0), day(-1, 4, 4)], TODAY)).toBe(0);
  });

  it('ignores days without tasks, even between a weak and a strong day', () => {
    expect(resilienceDays([day(-2, 4, 0), day(-1, 0, 0), day(0, 4, 4)], TODAY)).toBe(0);
    expect(resilienceDays([day(-1, 0, 0), day(0, 4, 4)], TODAY)).toBe(0);
  });

  it('ignores days after today', () => {
    expect(resilienceDays([day(0, 4, 0), day(1, 4, 4)], TODAY)).toBe(0);
    expect(resilienceDays([day(-1, 4, 0), day(0, 4, 4)], TODAY)).toBe(1);
  });

  it('counts every bounce, in any order of days', () => {
    const days = [
      day(-9, 4, 0),
      day(-8, 4, 4), // bounce
      day(-7, 4, 1),
      day(-6, 4, 3), // bounce (75%)
      day(-5, 4, 4), // strong after strong: no bounce
      day(-2, 4, 0),
      day(-1, 5, 4), // bounce (80%)
    ];
    expect(resilienceDays(days, TODAY)).toBe(3);
    expect(resilienceDays([...days].reverse(), TODAY)).toBe(3);
  });

  it('crosses month ends', () => {
    const days = [
      { date: '2025-02-28', total: 4, completed: 0 },
      { date: '2025-03-01', total: 4, completed: 4 },
    ];
    expect(resilienceDays(days, TODAY)).toBe(1);
  });
});

describe('checkInStreak', () => {
  const dates = (...offsets: number[]) => new Set(offsets.map((offset) => addDays(TODAY, offset)));

  it('is 0 without check-ins', () => {
    expect(checkInStreak(new Set(), TODAY)).toBe(0);
  });

  it('counts back from today', () => {
    expect(checkInStreak(dates(0, -1, -2), TODAY)).toBe(3);
    expect(checkInStreak(dates(0), TODAY)).toBe(1);
  });

  it('counts back from yesterday while today has no check-in yet', () => {
    expect(checkInStreak(dates(-1, -2, -3, -4), TODAY)).toBe(4);
  });

  it('is broken by a missing day', () => {
    expect(checkInStreak(dates(0, -1, -3, -4, -5), TODAY)).toBe(2);
    expect(checkInStreak(dates(-2, -3, -4), TODAY)).toBe(0);
  });

  it('ignores days after today', () => {
    expect(checkInStreak(dates(1, 2, 0), TODAY)).toBe(1);
    expect(checkInStreak(dates(1), TODAY)).toBe(0);
  });

  it('crosses month and leap-year ends', () => {
    const leap = new Set(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(checkInStreak(leap, '2024-03-01')).toBe(4);
    expect(checkInStreak(new Set(['2024-12-31', '2025-01-01']), '2025-01-02')).toBe(2);
  });

  it('equals the length of the run of days ending today or yesterday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        fc.uniqueArray(fc.integer({ min: 2, max: 120 }), { maxLength: 20 }),
        (length, fromToday, olderGaps) => {
          const end = fromToday ? 0 : -1;
          const run = Array.from({ length }, (_, index) => end - index);
          // Older days beyond a gap of at least one day never count.
          const older = olderGaps.map((gap) => end - length - gap);
          expect(checkInStreak(dates(...run, ...older), TODAY)).toBe(length);
        },
      ),
    );
  });
});

describe('goalFigures', () => {
  it('sums the tasks of all days and computes each figure', () => {
    const days = [day(-20, 5, 5), day(-2, 4, 1), day(-1, 4, 3), day(0, 2, 0), day(5, 5, 0)];
    expect(goalFigures(days, TODAY)).toEqual({
      taskCount: 20,
      completedTaskCount: 9,
      progressPercentage: 45,
      momentumPercentage: 40,
      resilienceDays: 1,
    });
  });

  it('is all zeros without tasks', () => {
    expect(goalFigures([], TODAY)).toEqual({
      taskCount: 0,
      completedTaskCount: 0,
      progressPercentage: 0,
      momentumPercentage: 0,
      resilienceDays: 0,
    });
  });
});
