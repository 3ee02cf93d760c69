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
  goal: 'Run a 10K race',
  why: 'I want to feel fit again',
  vision: 'Crossing the finish line',
  resources: 'Running shoes and a park nearby',
  obstacles: 'A sore knee and busy evenings',
  workingStyle: 'Early mornings',
  change: 'More energy',
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
          // A rest day stays a rest day; the week as a whole is another.
          const oldTexts = new Set(old[at]?.map((task) => task.task));
          expect(tasks[at]?.some((task) => !oldTexts.has(task.task))).toBe(true);
        });
      }
    },
  );

  it('says what was asked: the reason in the titles, the words in the description', async () => {
    const lighter = await refine(0, { reason: 'too_ambitious', text: 'Mornings only' });
    expect(lighter.milestone.title).toBe('Build your running base (lighter pace)');
    expect(lighter.milestone.checkpoints[0]?.title).toBe(
      'Week 1: First easy kilometres (lighter pace)',
    );
    expect(lighter.milestone.description).toContain('smaller numbers and fewer tasks');
    expect(lighter.milestone.description).toContain('You asked: "Mornings only"');
  });

  it("changes the field's numbers and progression, not the wording: shorter or longer long runs", async () => {
    const longRun = (tasks: { task: string }[] | undefined) => tasks?.at(-1)?.task;
    const second = outline.milestones[1];
    if (!second) throw new Error('the outline has no second milestone');
    const usual = await Promise.all(
      second.checkpoints.map((checkpoint) =>
        provider.checkpointTasks(REQUEST, { outline, milestone: second, checkpoint, count }),
      ),
    );
    expect(longRun(usual[0])).toBe('Run your long run of 6 km, taking water if it is over an hour');
    // Lighter: the week before's material at three quarters, and the fewest tasks a week allows.
    const lighter = await refine(1, { reason: 'too_ambitious', text: '' });
    expect(longRun(lighter.tasks[0])).toBe(
      'Run your long run of 4 km, the first half slower than the second',
    );
    expect(lighter.tasks[0]).toHaveLength(count.min);
    // Harder: the week after's material at five quarters.
    const harder = await refine(1, { reason: 'too_easy', text: '' });
    expect(longRun(harder.tasks[0])).toBe('Run your long run of 9 km at an easy pace');
    // Another approach: the field's own alternative (run-walk), not a reworded week.
    const other = await refine(1, { reason: 'different_approach', text: '' });
    expect(other.milestone.title).toBe('Run-walk to the distance (new approach)');
    expect(longRun(other.tasks[0])).toBe('Run-walk 5 km at an easy effort');
    // Step by step: each task says its day.
    const specific = await refine(1, { reason: 'more_specific', text: '' });
    expect(specific.tasks[0]?.every((task) => /^Day \d+: /.test(task.task))).toBe(true);
  });

  it('is deterministic', async () => {
    const feedback = { reason: 'different_approach' as const, text: '' };
    expect(await refine(2, feedback)).toEqual(await refine(2, feedback));
  });
});
