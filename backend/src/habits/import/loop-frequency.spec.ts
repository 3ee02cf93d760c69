import { describe, expect, it } from '@jest/globals';
import { mapLoopFrequency } from './loop-frequency.js';

describe('mapLoopFrequency', () => {
  it.each([
    [1, 1, 'daily', 1, null],
    [7, 7, 'daily', 1, null],
    [1, 7, 'weekly', 1, null],
    [3, 7, 'weekly', 3, null],
    [6, 7, 'weekly', 6, null],
    [2, 1, 'daily', 1, 'Loop asked for 2 times in 1 day; here it is once a day.'],
    [1, 2, 'weekly', 4, "Loop's 1 time in 2 days becomes 4 days a week."],
    [4, 30, 'weekly', 1, "Loop's 4 times in 30 days becomes 1 day a week."],
    [1, 30, 'weekly', 1, "Loop's 1 time in 30 days becomes 1 day a week."],
    [5, 14, 'weekly', 3, "Loop's 5 times in 14 days becomes 3 days a week."],
  ])('%i in %i days: %s, %i', (numerator, denominator, frequency, targetCount, note) => {
    expect(mapLoopFrequency(numerator, denominator)).toEqual({ frequency, targetCount, note });
  });
});
