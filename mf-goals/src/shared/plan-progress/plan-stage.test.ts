import { aPlanProgress } from '../test/fixtures';
import { PLAN_STAGE_TEXTS, planStageIndex, weeksPlannedText } from './plan-stage';

describe('planStageIndex', () => {
  it.each([
    [aPlanProgress({ stage: 'queued' }), 'Analyzing your goal…'],
    [aPlanProgress({ stage: 'outlining' }), 'Designing monthly milestones…'],
    [
      aPlanProgress({ stage: 'tasks', checkpointsDone: 2, checkpointsTotal: 12 }),
      'Planning weekly checkpoints…',
    ],
    [
      aPlanProgress({ stage: 'tasks', checkpointsDone: 6, checkpointsTotal: 12 }),
      'Creating daily tasks…',
    ],
    [aPlanProgress({ stage: 'saving' }), 'Finalizing your plan…'],
    [aPlanProgress({ stage: 'done' }), 'Finalizing your plan…'],
  ])('maps %o to "%s"', (value, text) => {
    expect(PLAN_STAGE_TEXTS[planStageIndex(value)]).toBe(text);
  });
});

describe('weeksPlannedText', () => {
  it('counts the weeks while tasks are generated', () => {
    expect(
      weeksPlannedText(aPlanProgress({ stage: 'tasks', checkpointsDone: 3, checkpointsTotal: 12 })),
    ).toBe('3 of 12 weeks planned');
  });

  it('says nothing in other stages or before the weeks are known', () => {
    expect(
      weeksPlannedText(aPlanProgress({ stage: 'outlining', checkpointsTotal: 12 })),
    ).toBeNull();
    expect(weeksPlannedText(aPlanProgress({ stage: 'tasks', checkpointsTotal: 0 }))).toBeNull();
  });
});
