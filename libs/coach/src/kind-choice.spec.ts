import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { readGoal } from './goal-reading.js';
import { chooseKind } from './kind-choice.js';
import { GENERAL_KIND, GOAL_KINDS } from './kinds/index.js';

const kindOf = (goal: string, other: Partial<CreateGoalRequest> = {}) =>
  chooseKind(
    GOAL_KINDS,
    readGoal({
      goal,
      why: '',
      vision: '',
      resources: '',
      obstacles: '',
      workingStyle: '',
      change: '',
      ...other,
    }),
    GENERAL_KIND,
  ).id;

describe('chooseKind', () => {
  it.each([
    ['Run a 10K in under 55 minutes', 'endurance-running'],
    ['Run a marathon', 'marathon'],
    ['Finish a half marathon', 'endurance-running'],
    ['Pay off my $8,000 credit card debt', 'debt-payoff'],
    ['Save $5,000', 'money-saving'],
    ['Write a 60,000 word novel', 'book-writing'],
    ['Teach my dog to walk on a loose leash', 'pet-training'],
    ['Learn Italian for a trip to Rome', 'language-learning'],
    ['Stop drinking on weekdays', 'quit-alcohol'],
  ])('takes %p for the field it is of', (goal, kind) => {
    expect(kindOf(goal)).toBe(kind);
  });

  // The same word in another sense: the meaning decides, not the word.
  it.each([
    ['Run my own business', 'small-business'],
    ['Save my marriage', 'relationships'],
    ['Draw up a budget', 'budgeting'],
    ['Write code every day', 'programming'],
    ['Learn to drive', 'driving-test'],
    ['Drink more water', 'eating-better'],
    ['Move more and lose 5 kg', 'weight-loss'],
  ])('takes %p for its meaning, not its first word', (goal, kind) => {
    expect(kindOf(goal)).toBe(kind);
  });

  it('gives a goal of no known field to the general coach, never a wrong field', () => {
    for (const goal of ['Build a wooden canoe', 'Organise a family reunion', 'Finish my thesis']) {
      expect([goal, kindOf(goal)]).toEqual([goal, 'general']);
    }
  });

  it("weighs the goal's own words above the other answers", () => {
    expect(kindOf('Finish my thesis', { resources: 'My running shoes' })).toBe('general');
  });
});
