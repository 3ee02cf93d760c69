import { describe, expect, it } from '@jest/globals';
import { HabitFiguresCache } from './habit-figures-cache.js';
import type { HabitEntity } from './habit.entity.js';
import type { HabitStreaks } from './streaks/habit-streaks.js';

const habit = (overrides: Partial<HabitEntity> = {}): HabitEntity =>
  ({
    id: 'h1',
    entriesVersion: 3,
    createdOn: '2026-03-01',
    frequency: 'daily',
    targetCount: 1,
    customDays: [],
    ...overrides,
  }) as HabitEntity;

const figures = (current: number): HabitStreaks => ({ current }) as HabitStreaks;

describe('HabitFiguresCache', () => {
  it('gives figures back only while entries, rules and today are those they were computed for', () => {
    const cache = new HabitFiguresCache();
    cache.set(habit(), '2026-03-11', figures(7));
    expect(cache.get(habit(), '2026-03-11')).toEqual(figures(7));
    expect(cache.get(habit({ entriesVersion: 4 }), '2026-03-11')).toBeUndefined();
    expect(cache.get(habit(), '2026-03-12')).toBeUndefined();
    expect(cache.get(habit({ frequency: 'weekly' }), '2026-03-11')).toBeUndefined();
    expect(cache.get(habit({ targetCount: 2 }), '2026-03-11')).toBeUndefined();
    expect(
      cache.get(habit({ frequency: 'custom', customDays: [1] }), '2026-03-11'),
    ).toBeUndefined();
    expect(cache.get(habit({ createdOn: '2026-02-28' }), '2026-03-11')).toBeUndefined();
    expect(cache.get(habit({ id: 'h2' }), '2026-03-11')).toBeUndefined();
  });

  it('replaces a habit’s figures when they are computed again', () => {
    const cache = new HabitFiguresCache();
    cache.set(habit(), '2026-03-11', figures(7));
    cache.set(habit({ entriesVersion: 4 }), '2026-03-11', figures(8));
    expect(cache.get(habit({ entriesVersion: 4 }), '2026-03-11')).toEqual(figures(8));
    expect(cache.get(habit(), '2026-03-11')).toBeUndefined();
  });
});
