import { describe, expect, it } from '@jest/globals';
import { HabitsException } from '../habits.exception.js';
import { ImportDayCount, LOOP_MAX_IMPORT_DAYS } from './loop-import-limits.js';

describe('ImportDayCount', () => {
  it('takes up to the limit of days, over all habits', () => {
    const days = new ImportDayCount();
    expect(() => {
      for (let day = 0; day < LOOP_MAX_IMPORT_DAYS; day += 1) days.add();
    }).not.toThrow();
  });

  it('refuses one day more with 413', () => {
    const days = new ImportDayCount();
    for (let day = 0; day < LOOP_MAX_IMPORT_DAYS; day += 1) days.add();
    let refusal: unknown = null;
    try {
      days.add();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HabitsException);
    expect((refusal as HabitsException).getStatus()).toBe(413);
    expect((refusal as HabitsException).message).toBe(
      'The export holds more than 250,000 days; one import takes at most 250,000.',
    );
  });
});
