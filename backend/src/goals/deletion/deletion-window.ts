import {
  type DeletedGoal,
  GOAL_ERASE_AFTER_EXPIRY_DAYS,
  GOAL_RESTORE_HOURS,
} from '@goalcoach/contracts';
import type { GoalEntity } from '../goal.entity.js';

const HOUR_MS = 60 * 60 * 1000;
const RESTORE_MS = GOAL_RESTORE_HOURS * HOUR_MS;
/** From the deletion to the erasure: restorable for 24 h, then shown as Expired for 7 days. */
const ERASE_AFTER_MS = RESTORE_MS + GOAL_ERASE_AFTER_EXPIRY_DAYS * 24 * HOUR_MS;

/** Goals deleted after this instant can still be restored. */
export function restoreCutoff(now: Date): Date {
  return new Date(now.getTime() - RESTORE_MS);
}

/** Goals deleted before this instant are erased (and no longer listed as deleted). */
export function eraseCutoff(now: Date): Date {
  return new Date(now.getTime() - ERASE_AFTER_MS);
}

export function toDeletedGoal(goal: GoalEntity & { deletedAt: Date }, now: Date): DeletedGoal {
  const restorableUntil = new Date(goal.deletedAt.getTime() + RESTORE_MS);
  return {
    id: goal.id,
    goalName: goal.goalName,
    shortTitle: goal.shortTitle,
    personalLegend: goal.personalLegend,
    deletedAt: goal.deletedAt.toISOString(),
    restorableUntil: restorableUntil.toISOString(),
    expired: now.getTime() >= restorableUntil.getTime(),
  };
}
