import type { Goal, PlanStatus } from '@goalcoach/contracts';

/** How often a goal whose plan is being built is asked for its progress. */
export const PLAN_POLL_INTERVAL_MS = 750;

export function isBuildingStatus(status: PlanStatus): boolean {
  return status === 'pending' || status === 'generating';
}

export function isPlanBuilding(goal: Goal | undefined): boolean {
  return goal !== undefined && isBuildingStatus(goal.planStatus);
}
