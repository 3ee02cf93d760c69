import { describe, expect, it } from '@jest/globals';
import {
  PLAN_TITLE_MAX_LENGTH,
  CHECKPOINT_STATUSES,
  type CheckpointStatus,
  MILESTONE_STATUSES,
  type MilestoneStatus,
} from '@goalcoach/contracts';
import fc from 'fast-check';
import { milestoneStatusAfter, titleOfWeek } from './checkpoints.service.js';

describe('milestoneStatusAfter', () => {
  it('completes a milestone once all of its checkpoints are complete', () => {
    for (const current of MILESTONE_STATUSES) {
      expect(milestoneStatusAfter(current, ['complete'], false)).toBe('complete');
      expect(milestoneStatusAfter(current, ['complete', 'complete', 'complete'], false)).toBe(
        'complete',
      );
    }
  });

  it('keeps a milestone that is not complete as it is while a checkpoint is open', () => {
    for (const current of ['upcoming', 'in_progress'] as const) {
      expect(milestoneStatusAfter(current, ['complete', 'pending'], false)).toBe(current);
      expect(milestoneStatusAfter(current, ['upcoming', 'pending'], true)).toBe(current);
      expect(milestoneStatusAfter(current, ['complete', 'complete', 'upcoming'], true)).toBe(
        current,
      );
    }
  });

  it('reopens a complete milestone as in progress when some checkpoints are still done', () => {
    expect(milestoneStatusAfter('complete', ['complete', 'pending'], true)).toBe('in_progress');
    expect(milestoneStatusAfter('complete', ['complete', 'complete', 'upcoming'], true)).toBe(
      'in_progress',
    );
  });

  it('reopens a complete milestone as upcoming when no checkpoint is done', () => {
    expect(milestoneStatusAfter('complete', ['pending', 'pending'], true)).toBe('upcoming');
    expect(milestoneStatusAfter('complete', ['upcoming', 'pending', 'upcoming'], true)).toBe(
      'upcoming',
    );
  });

  it('keeps a milestone the user marked complete while its checkpoints are ticked', () => {
    expect(milestoneStatusAfter('complete', ['complete', 'pending'], false)).toBe('complete');
    expect(milestoneStatusAfter('complete', ['complete', 'pending', 'pending'], false)).toBe(
      'complete',
    );
  });

  it('does not complete a milestone without checkpoints', () => {
    expect(milestoneStatusAfter('upcoming', [], false)).toBe('upcoming');
    expect(milestoneStatusAfter('in_progress', [], true)).toBe('in_progress');
  });

  it('is complete when every checkpoint is or the mark stands, and never invents a status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MilestoneStatus>(...MILESTONE_STATUSES),
        fc.array(fc.constantFrom<CheckpointStatus>(...CHECKPOINT_STATUSES), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.boolean(),
        (current, checkpoints, reopened) => {
          const next = milestoneStatusAfter(current, checkpoints, reopened);
          const allDone = checkpoints.every((status) => status === 'complete');
          expect(next === 'complete').toBe(allDone || (current === 'complete' && !reopened));
          expect(MILESTONE_STATUSES).toContain(next);
          if (current !== 'complete' && !allDone) expect(next).toBe(current);
          // Applying it again changes nothing.
          expect(milestoneStatusAfter(next, checkpoints, reopened)).toBe(next);
        },
      ),
    );
  });
});

describe('titleOfWeek', () => {
  it('keeps a title that names its week, in any case', () => {
    expect(titleOfWeek('Week 3: Long runs', 3)).toBe('Week 3: Long runs');
    expect(titleOfWeek('Long runs in week 3', 3)).toBe('Long runs in week 3');
  });

  it("puts 'Week N: ' in front of a title that does not name its week", () => {
    expect(titleOfWeek('Long runs', 3)).toBe('Week 3: Long runs');
    expect(titleOfWeek('Like week 13', 1)).toBe('Week 1: Like week 13');
    expect(titleOfWeek('Weekly 3', 3)).toBe('Week 3: Weekly 3');
  });

  it('refuses a title that is too long once named', () => {
    expect(titleOfWeek('x'.repeat(PLAN_TITLE_MAX_LENGTH - 8), 3)).toHaveLength(
      PLAN_TITLE_MAX_LENGTH,
    );
    expect(() => titleOfWeek('x'.repeat(PLAN_TITLE_MAX_LENGTH - 7), 3)).toThrow(
      'Title must be at most 120 characters with its "Week 3: " in front.',
    );
  });
});
