import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { offlineOutline } from '../plan/providers/offline-plan-provider.js';
import { refinedMilestoneProblems, refinementCountProblems } from './refinement-rules.js';

const ANSWERS: CreateGoalRequest = {
  goal: 'Speak Spanish',
  why: 'Family',
  vision: 'Chatting with my grandmother',
  resources: 'An app',
  obstacles: 'Time',
  workingStyle: 'Commutes',
  change: 'Closer family',
};
const outline = offlineOutline(ANSWERS);
const part = { outline, milestoneIndex: 1, feedback: { reason: null, text: 'More talking' } };
const milestone = outline.milestones[1];
if (!milestone) throw new Error('no milestone 2');

describe('refinedMilestoneProblems', () => {
  it('accepts the same weeks with new texts', () => {
    expect(refinedMilestoneProblems({ ...milestone, title: 'Talk more' }, part)).toEqual([]);
  });

  it('refuses other weeks, fewer weeks and titles that do not name their week', () => {
    const moved = milestone.checkpoints.map((checkpoint) => ({
      ...checkpoint,
      week: checkpoint.week + 1,
      title: `Week ${checkpoint.week + 1}: later`,
    }));
    expect(refinedMilestoneProblems({ ...milestone, checkpoints: moved }, part)).toContain(
      'the milestone needs one checkpoint for each of weeks 4, 5, 6, in that order, not weeks 5, 6, 7',
    );
    expect(
      refinedMilestoneProblems(
        { ...milestone, checkpoints: milestone.checkpoints.slice(0, 2) },
        part,
      )[0],
    ).toMatch(/not weeks 4, 5$/);
    const unnamed = milestone.checkpoints.map((checkpoint) => ({ ...checkpoint, title: 'Talk' }));
    expect(refinedMilestoneProblems({ ...milestone, checkpoints: unnamed }, part)).toContain(
      'the title "Talk" must contain "Week 4"',
    );
  });
});

describe('refinementCountProblems', () => {
  const before = {
    refined: [
      { kept: 1, pending: 4 },
      { kept: 0, pending: 5 },
    ],
    others: 50,
  };

  it('accepts counts that keep the rules', () => {
    const after = {
      refined: [
        { kept: 1, pending: 6 },
        { kept: 0, pending: 4 },
      ],
      others: 50,
    };
    expect(refinementCountProblems(before, after)).toEqual([]);
  });

  it('refuses a checkpoint or a plan that a refinement would take outside the rules', () => {
    const after = {
      refined: [
        { kept: 1, pending: 2 },
        { kept: 0, pending: 8 },
      ],
      others: 72,
    };
    expect(refinementCountProblems(before, after)).toEqual([
      'checkpoint 1 of the milestone would have 3 tasks',
      'the plan would have 83 tasks, more than 80',
    ]);
  });
});
