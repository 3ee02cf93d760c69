import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { taskBounds } from '../plan-rules.js';
import { offlineOutline } from './offline-plan-provider.js';
import {
  COACH_SYSTEM_PROMPT,
  checkpointTasksPrompt,
  outlinePrompt,
  refineMilestonePrompt,
} from './plan-prompts.js';

const ANSWERS: CreateGoalRequest = {
  goal: 'Learn to play the cello',
  why: 'Music calms me',
  vision: 'Playing a Bach suite',
  resources: 'A rented cello',
  obstacles: 'Shift work',
  workingStyle: 'Evenings',
  change: 'More calm',
};

const ANSWERS_TEXT = [
  'Core answers:',
  '- Goal: Learn to play the cello',
  '- Why it matters: Music calms me',
  '- Vision of success: Playing a Bach suite',
  '- Obstacles: Shift work',
  '- What will change when it is achieved: More calm',
  'Context:',
  '- Resources available: A rented cello',
  '- Working style: Evenings',
].join('\n');

describe('default prompts', () => {
  it('render the text plans were made with before prompts became templates', () => {
    expect(COACH_SYSTEM_PROMPT).toMatch(/^You are an encouraging, practical goal coach\. /);
    expect(outlinePrompt(ANSWERS)).toBe(
      [
        ANSWERS_TEXT,
        '',
        'Write the outline of a 90-day plan:',
        '- goalName: the goal as a short name; shortTitle: at most 5 words; personalLegend: one sentence, "My goal is to ..." without those words; firstDailyAction: one small thing to do today.',
        '- 3-4 milestones, one per monthly phase, in order.',
        '- Each milestone has 2-3 weekly checkpoints (7-12 in all).',
        '- A checkpoint has a week number from 1 to 13 (week 1 starts today), rising through the plan, and its title starts with "Week N:" for its week N.',
      ].join('\n'),
    );
  });

  it("name the checkpoint's week as the benchmark's scripted model reads it", () => {
    const outline = offlineOutline(ANSWERS);
    const milestone = outline.milestones[1];
    const checkpoint = milestone?.checkpoints[2];
    if (!milestone || !checkpoint) throw new Error('no such checkpoint');
    const prompt = checkpointTasksPrompt(ANSWERS, {
      outline,
      milestone,
      checkpoint,
      count: taskBounds(12),
    });
    expect(
      prompt.startsWith(
        `${ANSWERS_TEXT}\n\nPlan outline: ${outline.milestones[0]?.title} [Week 1:`,
      ),
    ).toBe(true);
    expect(prompt).toContain(
      `Milestone: ${milestone.title} (${milestone.description})\nCheckpoint: ${checkpoint.title} (`,
    );
    expect(prompt).toContain("Write exactly 5 daily tasks for this checkpoint's week.");
    expect(/\(days of week (\d+)\)/.exec(prompt)?.[1]).toBe('6');
    expect(prompt).toContain('from 36 to 42 (days of week 6)');
  });

  it('name a week whose description is still to be written by its title alone', () => {
    const outline = offlineOutline(ANSWERS);
    const milestone = outline.milestones[0];
    const checkpoint = milestone?.checkpoints[0];
    if (!milestone || !checkpoint) throw new Error('no such checkpoint');
    const prompt = checkpointTasksPrompt(ANSWERS, {
      outline,
      milestone,
      checkpoint: { ...checkpoint, description: '' },
      count: taskBounds(12),
    });
    expect(prompt).toContain(`\nCheckpoint: ${checkpoint.title}\n`);
    expect(prompt).not.toContain('()');
  });

  it("fill an admin's template instead when given one", () => {
    expect(outlinePrompt(ANSWERS, 'Plan {{weekCount}} weeks for:\n{{answers}}')).toBe(
      `Plan 13 weeks for:\n${ANSWERS_TEXT}`,
    );
  });
});

describe('refinement prompts', () => {
  const outline = offlineOutline(ANSWERS);
  const feedback = { reason: 'too_ambitious' as const, text: 'I work nights this month' };

  it('say which milestone to redo, the weeks to keep and what the person asked', () => {
    const prompt = refineMilestonePrompt(ANSWERS, { outline, milestoneIndex: 1, feedback });
    expect(prompt).toContain(ANSWERS_TEXT);
    const second = outline.milestones[1];
    expect(prompt).toContain(`Milestone 2, to be reworked: ${second?.title} (`);
    expect(prompt).toContain(`- ${second?.checkpoints[0]?.title} (`);
    expect(prompt).toContain(
      '- Reason: Too ambitious for my schedule\n- In their words: I work nights this month',
    );
    expect(prompt).toContain('one for each of weeks 4, 5, 6, in that order');
  });

  it("give a redone milestone's tasks the same request", () => {
    const milestone = outline.milestones[0];
    const checkpoint = milestone?.checkpoints[0];
    if (!milestone || !checkpoint) throw new Error('no such checkpoint');
    const part = { outline, milestone, checkpoint, count: taskBounds(12) };
    const plain = checkpointTasksPrompt(ANSWERS, part);
    expect(
      checkpointTasksPrompt(ANSWERS, { ...part, feedback: { reason: null, text: 'Less' } }),
    ).toBe(
      `${plain}\n\nThe person asked for this milestone to change; the tasks must answer that too:\n- In their words: Less`,
    );
  });
});
