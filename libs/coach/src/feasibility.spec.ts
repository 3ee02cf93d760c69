import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { coachGoal, coachOutline, coachReach, coachWeekTasks } from './coach-plan.js';

const START = '2026-12-07';
const answers = (goal: string, rest: Partial<CreateGoalRequest> = {}): CreateGoalRequest => ({
  goal,
  why: 'It matters to me',
  vision: 'Proud of it',
  resources: 'Evenings after work',
  obstacles: 'Busy weeks',
  workingStyle: 'Mornings',
  change: 'Less stress',
  ...rest,
});

const reachOf = (goal: string, rest: Partial<CreateGoalRequest> = {}) =>
  coachReach(coachGoal(answers(goal, rest), START));

/** Every task of the plan's twelve weeks, and its outline's texts. */
function planTexts(goal: string, rest: Partial<CreateGoalRequest> = {}): string {
  const coached = coachGoal(answers(goal, rest), START);
  const outline = coachOutline(coached, answers(goal, rest));
  const tasks = Array.from({ length: 12 }, (_, index) =>
    coachWeekTasks(coached, { week: index + 1, weekIndex: index % 3 }, 6).map((task) => task.task),
  ).flat();
  return [
    ...outline.milestones.flatMap((milestone) => [milestone.title, milestone.description]),
    ...tasks,
  ].join('\n');
}

describe('what 90 days can reach', () => {
  it('clears a debt only when the payments a month do: $12,000 at $900 takes 14 months', () => {
    const goal = 'Pay off $12,000 of debt';
    const rest = { resources: 'I can put $900 a month towards it' };
    expect(reachOf(goal, rest)).toBe(
      'At $900 a month this is clear in about 14 months (before interest); these 90 days take it to about $9,340.',
    );
    const texts = planTexts(goal, rest);
    expect(texts).not.toMatch(/final payment|zero balance/i);
    expect(texts).toContain('$9,340');
  });

  it('counts the interest the person named', () => {
    expect(
      reachOf('Pay off $12,000 of debt', {
        resources: '$900 a month, the card is at 19.9% APR',
      }),
    ).toMatch(
      /^At \$900 a month this is clear in about 16 months; these 90 days take it to about \$9,8\d\d\.$/,
    );
  });

  it('says nothing of a debt the payments clear within the plan', () => {
    expect(reachOf('Pay off $2,000 on my card', { resources: '$900 a month' })).toBeNull();
  });

  it('loses weight at a safe rate, not the whole target in 90 days', () => {
    expect(reachOf('Lose 30 kg')).toBe(
      'At a safe 0.75 kg a week this takes about 10 months; these 90 days aim for about 9.5 kg.',
    );
    expect(reachOf('Lose 8 kg')).toBeNull();
  });

  it('saves at the amount a month the person has', () => {
    expect(reachOf('Save $50,000 for a house deposit', { resources: '$500 a month' })).toMatch(
      /^At \$500 a month this takes about 8\.5 years; these 90 days put about \$1,480 aside\.$/,
    );
  });

  it('reads "2 books a week" as a rate over the twelve weeks', () => {
    expect(reachOf('Read 2 books a week')).toBe(
      'At 2 books a week, these 90 days come to about 26 books.',
    );
    expect(planTexts('Read 2 books a week')).toContain('26 books');
  });

  it('makes the plan the base block for a race after its 90 days', () => {
    const reach = reachOf('Run my first half marathon in October');
    expect(reach).toMatch(
      /^Your race in October is after these 90 days: .* on [A-Z][a-z]+day \d+ [A-Z][a-z]+\.$/,
    );
    const texts = planTexts('Run my first half marathon in October');
    // No task runs the race, and the last phase is the base block, not the taper.
    expect(texts).not.toMatch(/^Race \d/m);
    expect(texts).toContain('A base ready for race training');
  });
});
