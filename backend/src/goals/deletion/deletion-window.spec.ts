import { describe, expect, it } from '@jest/globals';
import type { GoalEntity } from '../goal.entity.js';
import { eraseCutoff, restoreCutoff, toDeletedGoal } from './deletion-window.js';

const HOUR = 60 * 60 * 1000;
const deletedAt = new Date('2025-03-01T09:00:00Z');
const goal = {
  id: 'g1',
  goalName: 'Run a half marathon',
  shortTitle: 'Half marathon',
  personalLegend: 'I run',
  deletedAt,
} as GoalEntity & { deletedAt: Date };

describe('the deletion window', () => {
  it('is restorable until 24 h after the deletion, then expired', () => {
    const justBefore = toDeletedGoal(goal, new Date(deletedAt.getTime() + 24 * HOUR - 1));
    expect(justBefore).toEqual({
      id: 'g1',
      goalName: 'Run a half marathon',
      shortTitle: 'Half marathon',
      personalLegend: 'I run',
      deletedAt: '2025-03-01T09:00:00.000Z',
      restorableUntil: '2025-03-02T09:00:00.000Z',
      expired: false,
    });
    expect(toDeletedGoal(goal, new Date(deletedAt.getTime() + 24 * HOUR)).expired).toBe(true);
  });

  it('restores what was deleted after the restore cutoff, erases what was before 24 h + 7 days', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(restoreCutoff(now).toISOString()).toBe('2025-03-09T12:00:00.000Z');
    expect(eraseCutoff(now).toISOString()).toBe('2025-03-02T12:00:00.000Z');
  });
});
