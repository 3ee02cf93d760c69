import { aGoal } from '../../../shared/test/fixtures';
import { goalTitleOf, offersPlanGeneration } from './goal-rules';

describe('offersPlanGeneration', () => {
  it('offers the plan under 10 tasks while under 100%', () => {
    expect(offersPlanGeneration(aGoal({ taskCount: 9, progressPercentage: 99 }))).toBe(true);
  });

  it('does not offer it from 10 tasks, at 100%, or while a plan is building', () => {
    expect(offersPlanGeneration(aGoal({ taskCount: 10, progressPercentage: 0 }))).toBe(false);
    expect(offersPlanGeneration(aGoal({ taskCount: 3, progressPercentage: 100 }))).toBe(false);
    expect(offersPlanGeneration(aGoal({ taskCount: 0, planStatus: 'generating' }))).toBe(false);
  });

  it('offers it again after a failed plan', () => {
    expect(offersPlanGeneration(aGoal({ taskCount: 60, planStatus: 'failed' }))).toBe(true);
  });
});

describe('goalTitleOf', () => {
  it('prefers the personal legend and falls back to the goal name', () => {
    expect(goalTitleOf({ personalLegend: 'Become a runner', goalName: 'Run' })).toBe(
      'Become a runner',
    );
    expect(goalTitleOf({ personalLegend: '  ', goalName: 'Run' })).toBe('Run');
  });
});
