import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { GENERAL_KIND, GOAL_KINDS } from '@goalcoach/coach';
import { generatePlan } from '../plan-generator.js';
import { planProblems } from '../plan-rules.js';
import { OfflinePlanProvider } from './offline-plan-provider.js';

const ALL = [...GOAL_KINDS, GENERAL_KIND];

// Any answers around a goal of each kind, empty-ish and very long ones included.
const anyText = fc.oneof(
  fc.constantFrom('', ' ', '.', '5', '$'),
  fc.string({ maxLength: 40 }),
  fc.lorem({ maxCount: 200 }),
);

describe('plans of every kind', () => {
  it('keep every plan rule, whatever the other answers and start date', async () => {
    const provider = new OfflinePlanProvider();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL),
        fc.record({
          why: anyText,
          vision: anyText,
          resources: anyText,
          obstacles: anyText,
          workingStyle: anyText,
          change: anyText,
        }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        async (kind, rest, start) => {
          const answers = { ...rest, goal: kind.signals[0] ?? 'Build a canoe' };
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
