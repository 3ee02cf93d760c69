import { describe, expect, it } from '@jest/globals';
import {
  type CreateGoalRequest,
  REFINEMENT_REASONS,
  type RefinementReason,
} from '@goalcoach/contracts';
import { checkpointTaskProblems, taskBounds } from '../plan/plan-rules.js';
import { OfflinePlanProvider, offlineOutline } from '../plan/providers/offline-plan-provider.js';
import type { RefinementFeedback } from '../plan/providers/plan-provider.js';
import { refinedMilestoneProblems, withMilestone } from './refinement-rules.js';

const ANSWERS: CreateGoalRequest = {
  goal: 'Write a novel draft',
  why: 'I have had the story in me for years',
  vision: 'Holding a printed draft',
  resources: 'A laptop and a library nearby',
  obstacles: 'Evenings full of chores',
  workingStyle: 'Early mornings, 30 minutes',
  change: 'Pride in finishing something',
};
const REQUEST = { goalId: 'goal-1', userId: 'user-1', answers: ANSWERS };
const provider = new OfflinePlanProvider();
const outline = offlineOutline(ANSWERS);
const count = taskBounds(12);

const feedbacks: RefinementFeedback[] = [
  ...(Object.keys(REFINEMENT_REASONS) as RefinementReason[]).map((reason) => ({
    reason,
    text: '',
  })),
  { reason: null, text: 'I only have weekends' },
  { reason: 'more_specific', text: 'Tell me exactly what to write' },
];

async function refine(milestoneIndex: number, feedback: RefinementFeedback) {
  const part = { outline, milestoneIndex, feedback };
  const milestone = await provider.refineMilestone(REQUEST, part);
  const refined = withMilestone(outline, milestoneIndex, milestone);
  const tasks = await Promise.all(
    milestone.checkpoints.map((checkpoint) =>
      provider.checkpointTasks(REQUEST, {
        outline: refined,
        milestone,
        checkpoint,
        count,
        feedback,
      }),
    ),
  );
  return { part, milestone, tasks };
}

describe('the offline planner redoing a milestone', () => {
  it.each(feedbacks.map((feedback) => [feedback.reason ?? feedback.text, feedback] as const))(
    'keeps every rule, with new texts and tasks (%s)',
    async (_, feedback) => {
      for (const index of [0, 1, 3]) {
        const before = outline.milestones[index];
        const { part, milestone, tasks } = await refine(index, feedback);
        expect(refinedMilestoneProblems(milestone, part)).toEqual([]);
        expect(milestone.title).not.toBe(before?.title);
        expect(milestone.description).not.toBe(before?.description);
        const old = await Promise.all(
          (before?.checkpoints ?? []).map((checkpoint) =>
            provider.checkpointTasks(REQUEST, {
              outline,
              milestone: before ?? milestone,
              checkpoint,
              count,
            }),
          ),
        );
        milestone.checkpoints.forEach((checkpoint, at) => {
          expect(checkpoint.title).not.toBe(before?.checkpoints[at]?.title);
          expect(checkpointTaskProblems(tasks[at] ?? [], checkpoint, count)).toEqual([]);
          const oldTexts = new Set(old[at]?.map((task) => task.task));
          expect(tasks[at]?.some((task) => oldTexts.has(task.task))).toBe(false);
        });
      }
    },
  );

  it('says what was asked: the reason in the titles, the words in the description', async () => {
    const lighter = await refine(0, { reason: 'too_ambitious', text: 'Mornings only' });
    expect(lighter.milestone.title).toBe('Lay the foundation (lighter pace)');
    expect(lighter.milestone.checkpoints[0]?.title).toBe(
      'Week 1: Get clear on your goal (lighter pace)',
    );
    expect(lighter.milestone.description).toContain('fits a full schedule');
    expect(lighter.milestone.description).toContain('Your feedback: "Mornings only"');
    expect(lighter.tasks[0]?.[0]?.task).toMatch(/15 minutes is enough\)$/);
  });

  it('is deterministic', async () => {
    const feedback = { reason: 'different_approach' as const, text: '' };
    expect(await refine(2, feedback)).toEqual(await refine(2, feedback));
  });
});
