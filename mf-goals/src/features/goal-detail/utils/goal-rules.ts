import type { Goal } from '@goalcoach/contracts';
import { isPlanBuilding } from '../../../shared/api/plan-status';

/** SPEC §2: a goal with fewer tasks than this is offered the complete action plan. */
export const FULL_PLAN_MIN_TASKS = 10;

/** The 'Generate Complete Action Plan' banner: few tasks and not done, or a failed plan. */
export function offersPlanGeneration(goal: Goal): boolean {
  if (isPlanBuilding(goal)) return false;
  if (goal.planStatus === 'failed') return true;
  return goal.taskCount < FULL_PLAN_MIN_TASKS && goal.progressPercentage < 100;
}

/** personalLegend, falling back to goalName. */
export function goalTitleOf(goal: Pick<Goal, 'personalLegend' | 'goalName'>): string {
  return goal.personalLegend.trim() || goal.goalName;
}
