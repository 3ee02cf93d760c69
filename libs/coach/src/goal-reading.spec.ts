import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { readGoal } from './goal-reading.js';

const BLANK: CreateGoalRequest = {
  goal: '',
  why: '',
  vision: '',
  resources: '',
  obstacles: '',
  workingStyle: '',
  change: '',
};
const read = (fields: Partial<CreateGoalRequest>) => readGoal({ ...BLANK, ...fields });
const quantities = (goal: string) => read({ goal }).quantities;

describe('readGoal', () => {
  it.each([
    ['Run a 10K in under 55 minutes', { value: 10, unit: 'km', money: false, per: null }],
    ['Pay off my $8,000 credit card debt', { value: 8000, unit: '', money: true, per: null }],
    ['Save $10k by June', { value: 10000, unit: '', money: true, per: null }],
    ['Write a 60,000-word novel', { value: 60000, unit: 'word', money: false, per: null }],
    ['Get 10k followers on Instagram', { value: 10000, unit: 'follower', money: false, per: null }],
    ['Lose 8 kg before summer', { value: 8, unit: 'kg', money: false, per: null }],
    ['Lose 20 pounds', { value: 20, unit: 'lb', money: false, per: null }],
    ['Run 5 miles without stopping', { value: 5, unit: 'mile', money: false, per: null }],
    ['Read 12 books this year', { value: 12, unit: 'book', money: false, per: null }],
    ['Score 90% in my maths exam', { value: 90, unit: '%', money: false, per: null }],
  ])('reads the target of %p with its unit', (goal, first) => {
    expect(quantities(goal)[0]).toEqual(first);
  });

  it('reads the weekdays a person has, from names, weekends and weekdays, not from obstacles', () => {
    expect(read({ workingStyle: 'Tuesdays, Thursdays and Saturday mornings' }).days).toEqual([
      2, 4, 6,
    ]);
    expect(read({ workingStyle: 'Weekends only' }).days).toEqual([0, 6]);
    expect(read({ resources: 'Free on weekdays after work' }).days).toEqual([1, 2, 3, 4, 5]);
    expect(read({ obstacles: 'Long work days on Mondays' }).days).toEqual([]);
    // Every morning, with a long run on Sundays: any day will do.
    expect(
      read({ workingStyle: 'Thirty minutes every morning and a long run on Sundays' }).days,
    ).toEqual([]);
  });

  it('reads the time of day that suits them, and a deadline the goal names', () => {
    expect(read({ workingStyle: 'Saturday mornings' }).timeOfDay).toBe('in the mornings');
    expect(read({ workingStyle: 'After work, an hour' }).timeOfDay).toBe('in the evenings');
    expect(read({ workingStyle: 'Whenever' }).timeOfDay).toBe('');
    expect(read({ goal: 'Lose 8 kg before summer' }).deadline).toBe('before summer');
    expect(read({ goal: 'Pay off my card by June 2027' }).deadline).toBe('by June 2027');
    expect(read({ goal: 'Run a 10K' }).deadline).toBe('');
  });

  it('reads how long a session may be', () => {
    expect(read({ workingStyle: '20 minutes a day' }).sessionMinutes).toBe(20);
    expect(read({ workingStyle: 'Thirty minutes every morning' }).sessionMinutes).toBe(30);
    expect(read({ workingStyle: 'About 5 hours a week' }).sessionMinutes).toBe(75);
    expect(read({ workingStyle: 'An hour each evening' }).sessionMinutes).toBe(60);
    expect(read({ workingStyle: 'Whenever I can' }).sessionMinutes).toBeNull();
  });

  it('names what they have and who can help as their own, never pasting an answer', () => {
    const reading = read({
      resources: 'My old road bike and a gym membership. My sister runs too.',
      workingStyle: 'With my running club on Sundays',
    });
    expect(reading.resources[0]).toBe('your old road bike');
    expect(reading.people).toEqual(['your sister', 'your running club']);
  });

  it('turns the goal into an activity in the second person', () => {
    expect(read({ goal: 'Build a wooden canoe.' }).doing).toBe('building a wooden canoe');
    expect(read({ goal: 'I want to finish my thesis' }).doing).toBe('finishing your thesis');
  });

  it('reads the money a week they said they have for it', () => {
    expect(read({ resources: 'A budgeting app, $600 a month spare' }).moneyPerWeek).toBeCloseTo(
      600 / (52 / 12),
    );
    expect(read({ workingStyle: '£50 per week' }).moneyPerWeek).toBe(50);
    expect(read({ resources: 'My savings' }).moneyPerWeek).toBeNull();
  });

  it('reads the currency the answers use', () => {
    expect(read({ goal: 'Save €2,000' }).currency).toBe('€');
    expect(read({ goal: 'Save £500' }).currency).toBe('£');
    expect(read({ goal: 'Save 500' }).currency).toBe('$');
  });
});
