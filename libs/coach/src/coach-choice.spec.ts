import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { coachGoal } from './coach-plan.js';

const choiceOf = (goal: string, other: Partial<CreateGoalRequest> = {}) =>
  coachGoal({
    goal,
    why: '',
    vision: '',
    resources: '',
    obstacles: '',
    workingStyle: '',
    change: '',
    ...other,
  });
const planOf = (goal: string, other: Partial<CreateGoalRequest> = {}) =>
  choiceOf(goal, other).kind.id;

describe('choosing the plan for a goal', () => {
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
    expect(planOf(goal)).toBe(kind);
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
    expect(planOf(goal)).toBe(kind);
  });

  // One word of a field is not the field: the verb's sense and the object decide the shape.
  it.each([
    ['Run for the city council seat in my district', 'campaign'],
    ['Knit a sweater for my dad', 'make'],
    ['Organise a street party for our road', 'event'],
    ['Build a wooden canoe', 'make'],
    ['Organise a family reunion', 'event'],
    ['Walk the Camino de Santiago next September', 'trip'],
    ['Get my private pilot licence', 'licence'],
    ['Stand for election as school governor', 'campaign'],
    // The count is of members, not of a run's kilometres: "running" only says whose group.
    ["Get 300 members in our running club's facebook group", 'number'],
    ['Get a first aid certificate', 'licence'],
  ])('gives %p the shape it has', (goal, shape) => {
    expect(planOf(goal)).toBe(shape);
  });

  it("says which of the goal's words chose the plan", () => {
    expect(choiceOf('Knit a sweater for my dad').chosenFor).toEqual(['knit', 'sweater']);
    expect(choiceOf('Run a 10K in under 55 minutes').chosenFor).toContain('run');
  });

  it('gives a goal of no shape the general coach', () => {
    expect(planOf('Be a better listener')).toBe('general');
  });

  it("weighs the goal's own words above the other answers", () => {
    expect(planOf('Finish my thesis', { resources: 'My running shoes' })).not.toBe(
      'endurance-running',
    );
  });
});
