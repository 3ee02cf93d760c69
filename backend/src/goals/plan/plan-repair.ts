import { taskBounds } from './plan-rules.js';
import { PLAN_RULES, type PlanTask } from './plan-schema.js';
import type { TaskRequest } from './providers/plan-provider.js';

/**
 * `count` of `items`, the others dropped evenly over the list: a week's tasks keep their spread
 * over its days, its first and last kept (6 of 7 drops the middle one; 5 of 8 keeps the 1st,
 * 3rd, 5th, 6th and 8th).
 */
export function trimEvenly<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  const step = (items.length - 1) / Math.max(count - 1, 1);
  const kept = new Set(Array.from({ length: count }, (_, index) => Math.round(index * step)));
  return items.filter((_, index) => kept.has(index));
}

/**
 * Brings every checkpoint's tasks into the bounds of the whole plan (taskBounds of its
 * checkpoint count: 4-8 a week, 50-80 in all). Tasks asked for before the count was certain
 * (while the outline streamed) may miss them: a surplus is trimmed evenly, and a week that is
 * short is asked for again through `redo`, with the bounds it must keep.
 */
export function repairTasks(
  tasks: readonly (readonly PlanTask[])[],
  redo: (index: number, count: TaskRequest['count']) => Promise<PlanTask[]>,
): Promise<PlanTask[][]> {
  const bounds = taskBounds(tasks.length);
  return Promise.all(
    tasks.map(async (made, index) => {
      if (made.length > bounds.max) return trimEvenly(made, bounds.max);
      if (made.length < bounds.min) return redo(index, bounds);
      return [...made];
    }),
  );
}

/** The tasks a week that keep the bounds of the most checkpoint counts (the fewest of equals). */
export const FITTING_TARGET = ((): number => {
  const { tasksPerCheckpoint, checkpoints } = PLAN_RULES;
  let best = { target: tasksPerCheckpoint.min, fits: -1 };
  for (let target = tasksPerCheckpoint.min; target <= tasksPerCheckpoint.max; target += 1) {
    let fits = 0;
    for (let count = checkpoints.min; count <= checkpoints.max; count += 1) {
      const bounds = taskBounds(count);
      if (bounds.min <= target && target <= bounds.max) fits += 1;
    }
    if (fits > best.fits) best = { target, fits };
  }
  return best.target;
})();

/**
 * The bounds of tasks asked for while the outline is written, before the checkpoint count is
 * certain: any number a week may have (repairTasks fits them to the plan later), aiming at the
 * target of the count the model stated, else at the number that fits the most counts.
 */
export function earlyTaskCount(stated: number | null): TaskRequest['count'] {
  const { min, max } = PLAN_RULES.tasksPerCheckpoint;
  return { min, max, target: stated === null ? FITTING_TARGET : taskBounds(stated).target };
}
