import { taskBounds } from '../plan/plan-rules.js';
import { PLAN_RULES } from '../plan/plan-schema.js';

const PER_CHECKPOINT = PLAN_RULES.tasksPerCheckpoint;

/**
 * How many tasks to ask for when one checkpoint is filled: 4 at least, at most 8 and at most
 * `room` (what keeps the goal at 80). The target is what a whole plan with this many
 * checkpoints gives each (about 65 tasks in all), kept within those bounds.
 */
export function countFor(
  checkpointCount: number,
  room: number,
): { min: number; max: number; target: number } {
  const max = Math.min(PER_CHECKPOINT.max, room);
  const min = Math.min(PER_CHECKPOINT.min, max);
  const target = Math.min(max, Math.max(min, taskBounds(checkpointCount).target));
  return { min, max, target };
}
