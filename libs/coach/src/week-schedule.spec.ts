import { describe, expect, it } from '@jest/globals';
import { taskDays, weekdayOf } from './week-schedule.js';

// 26 November 2026 is a Thursday: day 1 of the plan, so days 6 and 13 are Tuesdays.
const THURSDAY = weekdayOf('2026-11-26');

describe('taskDays', () => {
  it('puts tasks only on the weekdays the person named, spread over them in order', () => {
    // Tuesdays, Thursdays and Saturdays: days 1 (Thu), 3 (Sat) and 6 (Tue) of week 1.
    expect(taskDays(1, 3, [2, 4, 6], THURSDAY)).toEqual([1, 3, 6]);
    expect(taskDays(1, 5, [2, 4, 6], THURSDAY)).toEqual([1, 1, 3, 3, 6]);
    expect(taskDays(2, 3, [2, 4, 6], THURSDAY)).toEqual([8, 10, 13]);
  });

  it('spreads tasks over the whole week when no day was named or the start is unknown', () => {
    expect(taskDays(1, 5, [], THURSDAY)).toEqual([1, 2, 3, 5, 6]);
    expect(taskDays(1, 5, [2], null)).toEqual([1, 2, 3, 5, 6]);
  });

  it('keeps the short last week inside days 85-90', () => {
    expect(taskDays(13, 4, [], THURSDAY)).toEqual([85, 86, 88, 89]);
  });
});
