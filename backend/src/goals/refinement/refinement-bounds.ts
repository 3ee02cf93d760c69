import type { RefinementReason } from '@goalcoach/contracts';
import { PLAN_RULES } from '../plan/plan-schema.js';

/** What a checkpoint of the milestone being refined holds now. */
export interface RefinedCheckpointCounts {
  /** Completed tasks and those the person wrote or changed: they stay. */
  kept: number;
  /** Of the kept, the open ones the person wrote or changed (said after the refinement). */
  ownOpen?: number;
  /** The plan's own open tasks: they are replaced by the new ones. */
  pending: number;
}

/** How many new tasks a checkpoint may get (0 means none is asked for). */
export interface NewTaskBounds {
  min: number;
  max: number;
  target: number;
}

/** Fewer new tasks than before, the same number, or more. */
export type Lean = -1 | 0 | 1;

const PER_CHECKPOINT = PLAN_RULES.tasksPerCheckpoint;
const TOTAL = PLAN_RULES.tasks;

/**
 * The number of new tasks each checkpoint of a refined milestone may get, so that ANY numbers
 * within these bounds keep the plan's rules, counted on what stays: 4-8 tasks per checkpoint
 * with its completed ones, 50-80 in all with every other task of the goal (`otherTasks`).
 *
 * A plan the generator wrote keeps them, and so does every refinement of it. A plan changed by
 * hand may not: a checkpoint with more than 8 completed tasks keeps them all and gets no new
 * one; a plan grown past 80 tasks stays as big as the person made it, but the refinement never
 * adds to the excess (the total may not grow past max(80, what it was)); and where that cap and
 * the 4-per-checkpoint floor cannot both hold, a checkpoint gets no fewer tasks than it had.
 * These cases only arise from hand edits; the bounds never make any rule worse than it was.
 */
export function refinementTaskBounds(
  checkpoints: readonly RefinedCheckpointCounts[],
  otherTasks: number,
  lean: Lean = 0,
): NewTaskBounds[] {
  const kept = sum(checkpoints.map((checkpoint) => checkpoint.kept));
  const pending = sum(checkpoints.map((checkpoint) => checkpoint.pending));
  const before = otherTasks + kept + pending;
  // Always at least `pending`: replacing each task by one is allowed, whatever the total.
  const cap = Math.max(TOTAL.max, before) - otherTasks - kept;
  const floor = TOTAL.min - otherTasks - kept;

  const lowest = checkpoints.map((one) => Math.max(0, PER_CHECKPOINT.min - one.kept));
  const highest = checkpoints.map((one) => Math.max(0, PER_CHECKPOINT.max - one.kept));
  // No worse than now: where the cap forbids the floor of 4, as many as it had.
  const lastResort = checkpoints.map((one, index) => Math.min(lowest[index] ?? 0, one.pending));

  const max = [...highest];
  while (sum(max) > cap) {
    const index =
      roomiest(max, lowest) ?? roomiest(max, lastResort) ?? unreachable('the cap is below now');
    max[index] = (max[index] ?? 0) - 1;
  }

  const min = max.map((most, index) => Math.min(lowest[index] ?? 0, most));
  const wanted = Math.min(floor, sum(max));
  while (sum(min) < wanted) {
    const index = roomiest(max, min) ?? unreachable('the floor is above the maximum');
    min[index] = (min[index] ?? 0) + 1;
  }

  return checkpoints.map((one, index) => {
    const least = min[index] ?? 0;
    const most = max[index] ?? 0;
    return { min: least, max: most, target: clamp(one.pending + lean, least, most) };
  });
}

/** The index whose `from` is furthest above `to` (the first of equals), or null if none is. */
function roomiest(from: readonly number[], to: readonly number[]): number | null {
  let best: number | null = null;
  from.forEach((value, index) => {
    const room = value - (to[index] ?? 0);
    if (room > 0 && (best === null || room > (from[best] ?? 0) - (to[best] ?? 0))) best = index;
  });
  return best;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function unreachable(what: string): never {
  throw new Error(`refinementTaskBounds: ${what}`);
}

/** "Too ambitious" asks for fewer new tasks than there were, "not challenging enough" for more. */
export function leanFor(reason: RefinementReason | null): Lean {
  if (reason === 'too_ambitious') return -1;
  if (reason === 'too_easy') return 1;
  return 0;
}
