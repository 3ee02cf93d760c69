import { describe, expect, it } from '@jest/globals';
import { habitTier } from './tiers.js';

describe('habitTier', () => {
  it.each([
    [0, null, { name: 'Locked In', at: 7 }, 0],
    [6, null, { name: 'Locked In', at: 7 }, 85],
    [7, 'Locked In', { name: 'Habit Formed', at: 21 }, 33],
    [21, 'Habit Formed', { name: 'Behavior Automated', at: 66 }, 31],
    [65, 'Habit Formed', { name: 'Behavior Automated', at: 66 }, 98],
    [66, 'Behavior Automated', { name: 'Unshakable', at: 100 }, 66],
    [100, 'Unshakable', null, 100],
    [101, 'Master level', null, 100],
  ])('streak %i: %s, next %o, %i %%', (streak, name, next, progressPercent) => {
    expect(habitTier(streak)).toEqual({ name, next, progressPercent });
  });
});
