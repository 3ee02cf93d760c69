import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { FITTING_TARGET, earlyTaskCount, repairTasks, trimEvenly } from './plan-repair.js';
import { taskBounds } from './plan-rules.js';
import { PLAN_RULES, type PlanTask } from './plan-schema.js';
import type { TaskRequest } from './providers/plan-provider.js';

/** `count` tasks named for their checkpoint `at`. */
function tasks(at: number, count: number): PlanTask[] {
  return Array.from({ length: count }, (_, index) => ({
    task: `Checkpoint ${at}, step ${index + 1}`,
    day: at * 7 + 1 + index,
  }));
}

/** A redo that answers the target, and remembers what it was asked. */
function redoer() {
  const asked: { index: number; count: TaskRequest['count'] }[] = [];
  const redo = async (index: number, count: TaskRequest['count']) => {
    asked.push({ index, count });
    return tasks(index, count.target);
  };
  return { asked, redo };
}

const lengths = (made: PlanTask[][]) => made.map((week) => week.length);
const total = (made: PlanTask[][]) => made.reduce((sum, week) => sum + week.length, 0);

describe('trimEvenly', () => {
  it('drops evenly over the list, keeping the first and the last', () => {
    expect(trimEvenly([1, 2, 3, 4, 5, 6, 7], 6)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(trimEvenly([1, 2, 3, 4, 5, 6, 7, 8], 5)).toEqual([1, 3, 5, 6, 8]);
    expect(trimEvenly([1, 2, 3, 4, 5, 6, 7, 8], 4)).toEqual([1, 3, 6, 8]);
  });

  it('keeps a list that is short enough as it is', () => {
    expect(trimEvenly([1, 2, 3], 3)).toEqual([1, 2, 3]);
    expect(trimEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });

  it('keeps exactly `count` items, in their order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (items, count) => {
          const kept = trimEvenly(items, count);
          expect(kept).toHaveLength(Math.min(count, items.length));
          expect(kept).toEqual(items.filter((item) => kept.includes(item)));
        },
      ),
    );
  });
});

describe('repairTasks', () => {
  it('brings 81 tasks into 50-80 by trimming the weeks over the bounds', async () => {
    // 12 weeks answered for a plan of 9 (7 each) and a few of 6: 81 in all, 5-6 allowed.
    const made = [
      ...Array.from({ length: 9 }, (_, at) => tasks(at, 7)),
      tasks(9, 6),
      tasks(10, 6),
      tasks(11, 6),
    ];
    expect(total(made)).toBe(81);
    const { asked, redo } = redoer();
    const repaired = await repairTasks(made, redo);

    expect(asked).toEqual([]);
    expect(lengths(repaired)).toEqual(Array(12).fill(6));
    expect(total(repaired)).toBe(72);
    // What is kept is the week's own tasks.
    expect(repaired[0]).toEqual(trimEvenly(tasks(0, 7), 6));
  });

  it('brings 49 tasks into 50-80 by asking the short weeks again with the bounds they must keep', async () => {
    // 7 weeks of 7: a plan of 7 weeks needs 8 each.
    const made = Array.from({ length: 7 }, (_, at) => tasks(at, 7));
    expect(total(made)).toBe(49);
    const { asked, redo } = redoer();
    const repaired = await repairTasks(made, redo);

    expect(asked).toEqual(
      Array.from({ length: 7 }, (_, index) => ({ index, count: taskBounds(7) })),
    );
    expect(lengths(repaired)).toEqual(Array(7).fill(8));
    expect(total(repaired)).toBe(56);
  });

  it('leaves weeks inside the bounds as they are', async () => {
    // 9 weeks: 6-8 tasks each.
    const made = [6, 7, 8, 6, 7, 8, 6, 7, 8].map((size, at) => tasks(at, size));
    const { asked, redo } = redoer();
    expect(await repairTasks(made, redo)).toEqual(made);
    expect(asked).toEqual([]);
  });

  it('makes any weeks of 4-8 tasks keep the rules of the whole plan', async () => {
    const { checkpoints, tasksPerCheckpoint, tasks: all } = PLAN_RULES;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: tasksPerCheckpoint.min, max: tasksPerCheckpoint.max }), {
          minLength: checkpoints.min,
          maxLength: checkpoints.max,
        }),
        async (sizes) => {
          const repaired = await repairTasks(
            sizes.map((size, at) => tasks(at, size)),
            redoer().redo,
          );
          const bounds = taskBounds(sizes.length);
          for (const size of lengths(repaired)) {
            expect(size).toBeGreaterThanOrEqual(Math.max(bounds.min, tasksPerCheckpoint.min));
            expect(size).toBeLessThanOrEqual(Math.min(bounds.max, tasksPerCheckpoint.max));
          }
          expect(total(repaired)).toBeGreaterThanOrEqual(all.min);
          expect(total(repaired)).toBeLessThanOrEqual(all.max);
        },
      ),
    );
  });
});

describe('earlyTaskCount', () => {
  it("aims at the stated count's target, accepting any number a week may have", () => {
    expect(earlyTaskCount(12)).toEqual({ min: 4, max: 8, target: taskBounds(12).target });
    expect(earlyTaskCount(7)).toEqual({ min: 4, max: 8, target: 8 });
  });

  it('aims at the number that fits the most counts when none is stated', () => {
    // Six a week keeps the bounds of 9-12 weeks; seven or eight fit as many counts, five fewer.
    expect(FITTING_TARGET).toBe(6);
    expect(earlyTaskCount(null)).toEqual({ min: 4, max: 8, target: 6 });
  });
});
