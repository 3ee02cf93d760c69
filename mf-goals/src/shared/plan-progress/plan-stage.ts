import type { PlanProgress } from '@goalcoach/contracts';

/** The 5 stages the wizard shows while the plan is made, driven by the real progress of its job. */
export const PLAN_STAGE_TEXTS = [
  'Analyzing your goal…',
  'Designing monthly milestones…',
  'Planning weekly checkpoints…',
  'Creating daily tasks…',
  'Finalizing your plan…',
] as const;

/** Index into PLAN_STAGE_TEXTS for the job's current stage. */
export function planStageIndex({ stage, checkpointsDone, checkpointsTotal }: PlanProgress): number {
  switch (stage) {
    case 'queued':
    case 'failed':
      return 0;
    case 'outlining':
      return 1;
    case 'tasks':
      // The first half of the weeks reads as planning them, the second as filling in tasks.
      return checkpointsDone * 2 < checkpointsTotal ? 2 : 3;
    case 'saving':
    case 'done':
      return 4;
  }
}

/** "3 of 12 weeks planned" while the weeks are being filled in, else null. */
export function weeksPlannedText({
  stage,
  checkpointsDone,
  checkpointsTotal,
}: PlanProgress): string | null {
  if (stage !== 'tasks' || checkpointsTotal <= 0) return null;
  return `${checkpointsDone} of ${checkpointsTotal} weeks planned`;
}
