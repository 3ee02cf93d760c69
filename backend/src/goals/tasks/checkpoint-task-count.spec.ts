import { describe, expect, it } from '@jest/globals';
import { countFor } from './checkpoint-task-count.js';

describe('countFor', () => {
  it("aims at a whole plan's share per checkpoint, within 4-8", () => {
    expect(countFor(12, 8)).toEqual({ min: 4, max: 8, target: 5 });
    expect(countFor(7, 8)).toEqual({ min: 4, max: 8, target: 8 });
    expect(countFor(10, 8)).toEqual({ min: 4, max: 8, target: 7 });
  });

  it('keeps the goal at 80 tasks: fewer when there is less room', () => {
    expect(countFor(7, 6)).toEqual({ min: 4, max: 6, target: 6 });
    expect(countFor(12, 4)).toEqual({ min: 4, max: 4, target: 4 });
  });
});
