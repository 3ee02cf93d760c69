import type { Goal } from '@goalcoach/contracts';
import { isPlanBuilding } from '../../../shared/api/plan-status';

/** A goal with fewer tasks than this (and under 100%) is offered the complete action plan. */
const FULL_PLAN_MIN_TASKS = 10;

/** The 'Generate Complete Action Plan' banner: few tasks and not done, or a failed plan. */
export function offersPlanGeneration(goal: Goal): boolean {
  if (isPlanBuilding(goal)) return false;
  if (goal.planStatus === 'failed') return true;
  return goal.taskCount < FULL_PLAN_MIN_TASKS && goal.progressPercentage < 100;
}

type GoalNames = Pick<Goal, 'shortTitle' | 'personalLegend' | 'goalName'>;

/**
 * The goal page's heading: the short title (a few words), else the goal's name. The personal
 * legend (the goal and the reason in one sentence) made a five-line heading on a phone.
 */
export function goalHeadingOf(goal: GoalNames): string {
  return goal.shortTitle.trim() || goal.goalName.trim();
}

/** The sentence under the heading: the personal legend, unless it only repeats the heading. */
export function goalReasonOf(goal: GoalNames): string | null {
  const legend = goal.personalLegend.trim();
  if (!legend || legend.toLowerCase() === goalHeadingOf(goal).toLowerCase()) return null;
  return legend;
}
