import { aGoal } from '../../../shared/test/fixtures';
import { goalHeadingOf, goalReasonOf, offersPlanGeneration } from './goal-rules';

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

describe('goalHeadingOf and goalReasonOf', () => {
  const names = { shortTitle: 'Half marathon', goalName: 'Run a half marathon' };

  it('heads the page with the short title and puts the legend under it', () => {
    const goal = { ...names, personalLegend: 'Run a half marathon, because I want to be fit' };
    expect(goalHeadingOf(goal)).toBe('Half marathon');
    expect(goalReasonOf(goal)).toBe('Run a half marathon, because I want to be fit');
  });

  it('falls back to the goal name, and shows no legend that is empty or repeats the heading', () => {
    expect(goalHeadingOf({ ...names, shortTitle: ' ', personalLegend: '' })).toBe(
      'Run a half marathon',
    );
    expect(goalReasonOf({ ...names, personalLegend: '  ' })).toBeNull();
    expect(goalReasonOf({ ...names, personalLegend: 'half marathon' })).toBeNull();
  });
});
