// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GOAL_ANSWER_FIELDS, GOAL_ANSWER_TOO_THIN, isThinGoalAnswer } from './goals.js';

describe('isThinGoalAnswer', () => {
  it('asks two letters of the goal, in any script', () => {
    for (const goal of ['Run', 'ab', '跑步', 'Сон', 'Run 5k']) {
      expect([goal, isThinGoalAnswer('goal', goal)]).toEqual([goal, false]);
    }
    for (const goal of ['.', '?!', '5k', '42', '🏃', 'x', '\u200b\u200b']) {
      expect([goal, isThinGoalAnswer('goal', goal)]).toEqual([goal, true]);
    }
  });

  it('asks a letter or a digit of every other answer', () => {
    for (const field of GOAL_ANSWER_FIELDS.filter((one) => one !== 'goal')) {
      expect(isThinGoalAnswer(field, 'x')).toBe(false);
      expect(isThinGoalAnswer(field, '30')).toBe(false);
      expect(isThinGoalAnswer(field, '...')).toBe(true);
      expect(isThinGoalAnswer(field, '👍')).toBe(true);
    }
  });

  it('has words for each answer', () => {
    expect(Object.keys(GOAL_ANSWER_TOO_THIN).sort()).toEqual([...GOAL_ANSWER_FIELDS].sort());
  });
});
