import { weekDays } from '@goalcoach/coach';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  checkpointTaskProblems,
  outlineProblems,
  parseJson,
  planProblems,
  taskBounds,
} from './plan-rules.js';
import {
  type CheckpointOutline,
  type PlanDraft,
  type PlanOutline,
  type PlanTask,
  planDraftSchema,
  planOutlineSchema,
} from './plan-schema.js';

type Checkpoint = PlanDraft['milestones'][number]['checkpoints'][number];
type Bag = Record<string, unknown>;

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing value in test data');
  return value;
}

function pick<T>(items: readonly T[], seed: number): T {
  return must(items[seed % items.length]);
}

const checkpointsOf = (plan: PlanDraft): Checkpoint[] =>
  plan.milestones.flatMap((milestone) => milestone.checkpoints);

function outlineOf(plan: PlanDraft): PlanOutline {
  return {
    ...plan,
    milestones: plan.milestones.map((milestone) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.map(({ week, title, description }): CheckpointOutline => ({
        week,
        title,
        description,
      })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Valid plans
// ---------------------------------------------------------------------------------------------

/** Non-blank text of any script (emoji, accents, CJK), with stray spaces, at most `max` long. */
const text = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    .filter((value) => value.trim().length > 0 && value.length <= max);

/** A title that names its week, in one of the ways a person or a model would. */
const titleOf = (week: number) =>
  fc.tuple(fc.constantFrom('start', 'end', 'middle', 'alone'), text(50)).map(([where, words]) => {
    if (where === 'alone') return `Week ${week}`;
    if (where === 'start') return `Week ${week}: ${words}`;
    if (where === 'end') return `${words} (week ${week})`;
    return `${words} - WEEK ${week} - ${words}`;
  });

/** `count` tasks of one week: distinct texts (even ignoring case), days inside the week. */
const tasksOf = (week: number, count: number): fc.Arbitrary<PlanTask[]> => {
  const { first, last } = weekDays(week);
  return fc
    .array(fc.tuple(text(250), fc.integer({ min: first, max: last })), {
      minLength: count,
      maxLength: count,
    })
    .map((tasks) => tasks.map(([words, day], index) => ({ task: `${index + 1}. ${words}`, day })));
};

/** Any plan the rules allow: 3-4 milestones of 2-3 checkpoints, 7-12 in all, rising weeks. */
const validPlan = (milestoneCounts: readonly (3 | 4)[] = [3, 4]): fc.Arbitrary<PlanDraft> =>
  fc
    .constantFrom(...milestoneCounts)
    .chain((milestones) =>
      fc.array(fc.integer({ min: 2, max: 3 }), { minLength: milestones, maxLength: milestones }),
    )
    .filter((sizes) => {
      const total = sizes.reduce((sum, size) => sum + size, 0);
      return total >= 7 && total <= 12;
    })
    .chain((sizes) => {
      const total = sizes.reduce((sum, size) => sum + size, 0);
      const bounds = taskBounds(total);
      return fc
        .tuple(
          fc
            .uniqueArray(fc.integer({ min: 1, max: 13 }), { minLength: total, maxLength: total })
            .map((weeks) => [...weeks].sort((a, b) => a - b)),
          fc.array(fc.integer({ min: bounds.min, max: bounds.max }), {
            minLength: total,
            maxLength: total,
          }),
        )
        .chain(([weeks, counts]) =>
          fc.record({
            goalName: text(120),
            shortTitle: text(60),
            personalLegend: text(300),
            firstDailyAction: text(300),
            milestones: fc.tuple(...sizes.map(() => fc.tuple(text(120), text(600)))),
            checkpoints: fc.tuple(
              ...weeks.map((week, index) =>
                fc.record({
                  week: fc.constant(week),
                  title: titleOf(week),
                  description: text(600),
                  tasks: tasksOf(week, must(counts[index])),
                }),
              ),
            ),
          }),
        )
        .map(({ milestones, checkpoints, ...names }) => {
          let next = 0;
          return {
            ...names,
            milestones: milestones.map(([title, description], index) => {
              const size = must(sizes[index]);
              next += size;
              return { title, description, checkpoints: checkpoints.slice(next - size, next) };
            }),
          };
        });
    });

// ---------------------------------------------------------------------------------------------
// Hostile mutations: each one breaks a rule of every plan, whatever the plan it is applied to.
// ---------------------------------------------------------------------------------------------

interface Hostile {
  what: string;
  value: unknown;
}

const mutate = (
  what: string,
  plans: fc.Arbitrary<PlanDraft>,
  change: (plan: PlanDraft, seed: number, extra: unknown) => unknown,
  extra: fc.Arbitrary<unknown> = fc.constant(null),
): fc.Arbitrary<Hostile> =>
  fc.tuple(plans, fc.nat(), extra).map(([plan, seed, more]) => {
    const copy = structuredClone(plan);
    const changed = change(copy, seed, more);
    return { what, value: changed === undefined ? copy : changed };
  });

const TEXT_LIMITS = {
  goalName: 120,
  shortTitle: 60,
  personalLegend: 300,
  firstDailyAction: 300,
} as const;

/** Every string of a plan, with the longest length it may have. */
function textSlots(plan: PlanDraft): { owner: Bag; key: string; max: number }[] {
  const slots: { owner: Bag; key: string; max: number }[] = Object.entries(TEXT_LIMITS).map(
    ([key, max]) => ({ owner: plan as unknown as Bag, key, max }),
  );
  for (const milestone of plan.milestones) {
    const owner = milestone as unknown as Bag;
    slots.push({ owner, key: 'title', max: 120 }, { owner, key: 'description', max: 600 });
    for (const checkpoint of milestone.checkpoints) {
      const owner = checkpoint as unknown as Bag;
      slots.push({ owner, key: 'title', max: 120 }, { owner, key: 'description', max: 600 });
      for (const task of checkpoint.tasks) {
        slots.push({ owner: task as unknown as Bag, key: 'task', max: 300 });
      }
    }
  }
  return slots;
}

/** Every object of a plan. */
function objectsOf(plan: PlanDraft): Bag[] {
  return [
    plan,
    ...plan.milestones,
    ...checkpointsOf(plan),
    ...checkpointsOf(plan).flatMap((checkpoint) => checkpoint.tasks),
  ] as unknown as Bag[];
}

/** Every field of a plan with what it holds. */
type Field = { owner: Bag; key: string; kind: 'text' | 'int' | 'list' };

function fieldsOf(plan: PlanDraft): Field[] {
  const fields: Field[] = textSlots(plan).map(({ owner, key }) => ({ owner, key, kind: 'text' }));
  fields.push({ owner: plan as unknown as Bag, key: 'milestones', kind: 'list' });
  for (const milestone of plan.milestones) {
    fields.push({ owner: milestone as unknown as Bag, key: 'checkpoints', kind: 'list' });
  }
  for (const checkpoint of checkpointsOf(plan)) {
    fields.push({ owner: checkpoint as unknown as Bag, key: 'week', kind: 'int' });
    fields.push({ owner: checkpoint as unknown as Bag, key: 'tasks', kind: 'list' });
    for (const task of checkpoint.tasks) {
      fields.push({ owner: task as unknown as Bag, key: 'day', kind: 'int' });
    }
  }
  return fields;
}

const KNOWN_KEYS = new Set([
  ...Object.keys(TEXT_LIMITS),
  'milestones',
  'title',
  'description',
  'checkpoints',
  'week',
  'tasks',
  'task',
  'day',
  '__proto__',
]);

const wrongValue = {
  text: fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ minLength: 1 }), { minLength: 1 }),
    fc.record({ text: fc.string() }),
  ),
  int: fc.oneof(
    fc.integer({ min: 1, max: 13 }).map(String),
    fc.double({ min: 1, max: 13, noNaN: true }).filter((value) => !Number.isInteger(value)),
    fc.constantFrom(null, true, Number.NaN, [3], { week: 3 }),
  ),
  list: fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.record({ 0: fc.string() })),
};

const blank = fc.constantFrom('', ' ', '   ', '\n', '\t \n', '\u00a0', '\u2003\r\n');

const hostile: fc.Arbitrary<Hostile> = fc.oneof(
  mutate('drop a milestone', validPlan([3]), (plan, seed) => {
    plan.milestones.splice(seed % plan.milestones.length, 1);
  }),
  mutate('add a 5th milestone', validPlan([4]), (plan, seed) => {
    plan.milestones.push(structuredClone(pick(plan.milestones, seed)));
  }),
  mutate(
    "move a task's day outside its week",
    validPlan(),
    (plan, seed, far) => {
      const checkpoint = pick(checkpointsOf(plan), seed);
      const { first, last } = weekDays(checkpoint.week);
      const outside = Array.from({ length: 90 }, (_, index) => index + 1).filter(
        (day) => day < first || day > last,
      );
      const task = pick(checkpoint.tasks, Math.floor(seed / 13));
      task.day = far === null ? pick(outside, Math.floor(seed / 7)) : (far as number);
    },
    fc.oneof(fc.constant(null), fc.constantFrom(0, -1, 91, 1000)),
  ),
  mutate('repeat the week before', validPlan(), (plan, seed) => {
    const checkpoints = checkpointsOf(plan);
    const index = 1 + (seed % (checkpoints.length - 1));
    const previous = must(checkpoints[index - 1]);
    const checkpoint = must(checkpoints[index]);
    const { first } = weekDays(previous.week);
    checkpoint.week = previous.week;
    checkpoint.title = `Week ${previous.week}`;
    checkpoint.tasks.forEach((task, order) => (task.day = first + (order % 6)));
  }),
  mutate('swap two weeks', validPlan(), (plan, seed) => {
    const checkpoints = checkpointsOf(plan);
    const index = seed % (checkpoints.length - 1);
    const a = must(checkpoints[index]);
    const b = must(checkpoints[index + 1]);
    [a.week, b.week, a.title, b.title, a.tasks, b.tasks] = [
      b.week,
      a.week,
      b.title,
      a.title,
      b.tasks,
      a.tasks,
    ];
  }),
  mutate(
    'rename a title without its week',
    validPlan(),
    (plan, seed, title) => {
      const checkpoint = pick(checkpointsOf(plan), seed);
      checkpoint.title =
        typeof title === 'string' ? title : `Week ${checkpoint.week + (seed % 2 === 0 ? 1 : 10)}`;
      if (new RegExp(`\\bweek ${checkpoint.week}\\b`, 'i').test(checkpoint.title)) {
        checkpoint.title = 'Untitled';
      }
    },
    fc.oneof(fc.constant(null), text(100)),
  ),
  mutate(
    "shrink or grow a checkpoint's tasks past its bounds",
    validPlan(),
    (plan, seed, grow) => {
      const checkpoint = pick(checkpointsOf(plan), seed);
      const bounds = taskBounds(checkpointsOf(plan).length);
      const count = grow
        ? bounds.max + 1 + (seed % 4)
        : Math.max(0, bounds.min - 1 - (seed % bounds.min));
      const { first, last } = weekDays(checkpoint.week);
      checkpoint.tasks = Array.from({ length: count }, (_, index) => ({
        task: `Task number ${index + 1}`,
        day: first + (index % (last - first + 1)),
      }));
    },
    fc.boolean(),
  ),
  mutate('repeat a task in another case', validPlan(), (plan, seed) => {
    const checkpoint = pick(checkpointsOf(plan), seed);
    const [first, second] = checkpoint.tasks;
    if (!first || !second) return;
    // Upper case when it maps back (not so for "ß", whose upper case is "SS").
    const upper = first.task.toUpperCase();
    second.task = ` ${upper.toLowerCase() === first.task.toLowerCase() ? upper : first.task} `;
  }),
  mutate(
    'blank a string',
    validPlan(),
    (plan, seed, empty) => {
      const slot = pick(textSlots(plan), seed);
      slot.owner[slot.key] = empty;
    },
    blank,
  ),
  mutate(
    'make a string too long',
    validPlan(),
    (plan, seed, more) => {
      const slot = pick(textSlots(plan), seed);
      const current = String(slot.owner[slot.key]);
      slot.owner[slot.key] = current + 'ü'.repeat(slot.max + (more as number));
    },
    fc.integer({ min: 1, max: 40 }),
  ),
  mutate(
    'give a field the wrong type',
    validPlan(),
    (plan, seed, values) => {
      const field = pick(fieldsOf(plan), seed);
      field.owner[field.key] = (values as Record<typeof field.kind, unknown>)[field.kind];
    },
    fc.record(wrongValue),
  ),
  mutate(
    'add a property',
    validPlan(),
    (plan, seed, extra) => {
      const [key, value] = extra as [string, unknown];
      pick(objectsOf(plan), seed)[key] = value;
    },
    fc.tuple(
      fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !KNOWN_KEYS.has(key)),
      fc.jsonValue(),
    ),
  ),
  mutate('remove a property', validPlan(), (plan, seed) => {
    const field = pick(fieldsOf(plan), seed);
    Reflect.deleteProperty(field.owner, field.key);
  }),
);

describe('planProblems and parseJson, property-based', () => {
  it('accepts every plan the rules allow', () => {
    fc.assert(
      fc.property(validPlan(), (plan) => {
        const result = planProblems(plan);
        expect(result.ok ? [] : result.problems).toEqual([]);
        expect(parseJson(JSON.stringify(plan), planDraftSchema).ok).toBe(true);
        expect(parseJson(JSON.stringify(outlineOf(plan)), planOutlineSchema).ok).toBe(true);
        expect(outlineProblems(outlineOf(plan))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps any task counts within taskBounds to 50-80 in all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 12 }).chain((count) => {
          const { min, max } = taskBounds(count);
          return fc.array(fc.integer({ min, max }), { minLength: count, maxLength: count });
        }),
        (counts) => {
          const total = counts.reduce((sum, count) => sum + count, 0);
          expect(total).toBeGreaterThanOrEqual(50);
          expect(total).toBeLessThanOrEqual(80);
          for (const count of counts) {
            expect(count).toBeGreaterThanOrEqual(4);
            expect(count).toBeLessThanOrEqual(8);
          }
        },
      ),
    );
  });

  it('finds no problem in the tasks of any valid checkpoint', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.integer({ min: 7, max: 12 }), fc.integer({ min: 1, max: 13 }))
          .chain(([checkpoints, week]) => {
            const bounds = taskBounds(checkpoints);
            return fc.record({
              bounds: fc.constant(bounds),
              week: fc.constant(week),
              tasks: fc
                .integer({ min: bounds.min, max: bounds.max })
                .chain((count) => tasksOf(week, count)),
            });
          }),
        ({ bounds, week, tasks }) => {
          expect(checkpointTaskProblems(tasks, { week }, bounds)).toEqual([]);
        },
      ),
    );
  });

  it('never accepts a random value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(planProblems(value).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('never accepts random values under the right keys', () => {
    const keys = [...Object.keys(TEXT_LIMITS), 'milestones'];
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(keys.map((key) => [key, fc.anything()]))),
        (value) => {
          expect(planProblems(value).ok).toBe(false);
        },
      ),
    );
  });

  it('never reads random JSON as an outline or a plan', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        expect(parseJson(json, planOutlineSchema).ok).toBe(false);
        expect(parseJson(json, planDraftSchema).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (answer) => {
        const result = parseJson(answer, planOutlineSchema);
        expect(result.ok).toBe(false);
        expect(!result.ok && result.problems.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never accepts a plan after a hostile mutation', () => {
    fc.assert(
      fc.property(hostile, ({ what, value }) => {
        const result = planProblems(value);
        if (result.ok) throw new Error(`"${what}" was accepted`);
        expect(result.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 600 },
    );
  });

  it('never reads a truncated plan or outline', () => {
    fc.assert(
      fc.property(
        validPlan(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (plan, cut) => {
          const planText = JSON.stringify(plan);
          const outlineText = JSON.stringify(outlineOf(plan), null, 2);
          const truncate = (whole: string) => whole.slice(0, Math.floor(cut * whole.length));
          expect(parseJson(truncate(planText), planDraftSchema).ok).toBe(false);
          expect(parseJson(truncate(outlineText), planOutlineSchema).ok).toBe(false);
        },
      ),
    );
  });
});
