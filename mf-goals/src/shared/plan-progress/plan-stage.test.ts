import type { PlanProgress } from '@goalcoach/contracts';
import { PLAN_STAGE_TEXTS, planStageIndex, weeksPlannedText } from './plan-stage';

function progress(overrides: Partial<PlanProgress>): PlanProgress {
  return {
    stage: 'queued',
    percent: 0,
    milestoneTitles: [],
    checkpointsTotal: 0,
    checkpointsDone: 0,
    ...overrides,
  };
}

describe('planStageIndex', () => {
  it.each([
    [progress({ stage: 'queued' }), 'Analyzing your goal…'],
    [progress({ stage: 'outlining' }), 'Designing monthly milestones…'],
    [
      progress({ stage: 'tasks', checkpointsDone: 2, checkpointsTotal: 12 }),
      'Planning weekly checkpoints…',
    ],
    [
      progress({ stage: 'tasks', checkpointsDone: 6, checkpointsTotal: 12 }),
      'Creating daily tasks…',
    ],
    [progress({ stage: 'saving' }), 'Finalizing your plan…'],
    [progress({ stage: 'done' }), 'Finalizing your plan…'],
  ])('maps %o to "%s"', (value, text) => {
    expect(PLAN_STAGE_TEXTS[planStageIndex(value)]).toBe(text);
  });
});

describe('weeksPlannedText', () => {
  it('counts the weeks while tasks are generated', () => {
    expect(
      weeksPlannedText(progress({ stage: 'tasks', checkpointsDone: 3, checkpointsTotal: 12 })),
    ).toBe('3 of 12 weeks planned');
  });

  it('says nothing in other stages or before the weeks are known', () => {
    expect(weeksPlannedText(progress({ stage: 'outlining', checkpointsTotal: 12 }))).toBeNull();
    expect(weeksPlannedText(progress({ stage: 'tasks', checkpointsTotal: 0 }))).toBeNull();
  });
});
