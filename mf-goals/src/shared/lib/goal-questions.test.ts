import { GOAL_ANSWER_FIELDS } from '@goalcoach/contracts';
import { GOAL_QUESTIONS } from './goal-questions';

describe('GOAL_QUESTIONS', () => {
  it('asks one question per payload field, in the contract order', () => {
    expect(GOAL_QUESTIONS.map((q) => q.field)).toEqual([...GOAL_ANSWER_FIELDS]);
  });

  it('opens with the 90-day goal question', () => {
    expect(GOAL_QUESTIONS[0]?.question).toBe(
      'What goal do you want to achieve in the next 90 days?',
    );
  });
});
