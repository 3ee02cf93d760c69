import { describe, expect, it } from '@jest/globals';
import { HabitsException } from '../habits.exception.js';
import type { LoopHabitPlan } from './loop-habit-mapper.js';
import { LOOP_MAX_IMPORT_DAYS, checkImportSize } from './loop-import-limits.js';

const planOf = (days: number): LoopHabitPlan => ({
  name: 'Run',
  description: '',
  frequency: 'daily',
  targetCount: 1,
  archivedInLoop: false,
  firstDate: '2026-03-10',
  days: Array.from({ length: days }, () => ({
    entryDate: '2026-03-10',
    status: 'done' as const,
    count: 1,
  })),
  notes: [],
});

describe('checkImportSize', () => {
  it('takes up to the limit of days, over all habits', () => {
    expect(() => checkImportSize([planOf(LOOP_MAX_IMPORT_DAYS - 1), planOf(1)])).not.toThrow();
  });

  it('refuses one day more with 413, saying how many', () => {
    const refuse = () => checkImportSize([planOf(LOOP_MAX_IMPORT_DAYS), planOf(1)]);
    expect(refuse).toThrow(HabitsException);
    expect(refuse).toThrow('The export holds 250,001 days; one import takes at most 250,000.');
    try {
      refuse();
    } catch (error) {
      expect((error as HabitsException).getStatus()).toBe(413);
    }
  });
});
