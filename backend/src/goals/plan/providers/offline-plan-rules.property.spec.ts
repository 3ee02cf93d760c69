import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { GOAL_KINDS, GOAL_SHAPES } from '@goalcoach/coach';
import { generatePlan } from '../plan-generator.js';
import { planProblems } from '../plan-rules.js';
import { OfflinePlanProvider } from './offline-plan-provider.js';

// Goals of each kind and shape in their own words, and any text at all.
const GOALS = [
  ...GOAL_KINDS.map((kind) => kind.signals[0] ?? kind.label),
  ...GOAL_SHAPES.map(
    (shape) => `${shape.cues.verbs[0] ?? 'build'} a ${shape.cues.objects[0] ?? 'canoe'}`,
  ),
  'Be kinder to myself',
];

// A date the goal may name for its event or deadline, inside the plan, after it or before it.
const MONTHS = ['January', 'February', 'June', 'November', 'December'];
const datePhrase = fc.oneof(
  fc.constant(''),
  fc
    .tuple(
      fc.constantFrom('in', 'by', 'before', 'on', 'next', 'by the end of'),
      fc.constantFrom(...MONTHS, 'summer', 'Christmas'),
      fc.constantFrom('', ' 2027', ' next year'),
    )
    .map(([lead, month, year]) => ` ${lead} ${month}${year}`),
  fc
    .tuple(fc.integer({ min: 1, max: 31 }), fc.constantFrom(...MONTHS))
    .map(([day, month]) => ` on ${day} ${month}`),
);

// Any answers around a goal of each kind, empty-ish and very long ones included.
const anyText = fc.oneof(
  fc.constantFrom('', ' ', '.', '5', '$'),
  fc.string({ maxLength: 40 }),
  fc.lorem({ maxCount: 200 }),
);

describe('plans of every kind and shape', () => {
  it('keep every plan rule, whatever the goal, the other answers and the start date', async () => {
    const provider = new OfflinePlanProvider();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.constantFrom(...GOALS), datePhrase).map(([goal, date]) => goal + date),
          fc.string({ minLength: 1, maxLength: 120 }),
          fc.lorem({ maxCount: 30 }),
        ),
        fc.record({
          why: anyText,
          vision: anyText,
          resources: anyText,
          obstacles: anyText,
          workingStyle: anyText,
          change: anyText,
        }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        async (goal, rest, start) => {
          const answers = { ...rest, goal: goal.trim() === '' ? 'Build a canoe' : goal };
          const plan = await generatePlan(
            provider,
            { goalId: 'g', userId: 'u', answers, startDate: start.toISOString().slice(0, 10) },
            { concurrency: 4, signal: new AbortController().signal, onProgress: async () => {} },
          );
          expect(planProblems(plan).ok).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
