import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  type NewTaskBounds,
  type RefinedCheckpointCounts,
  refinementTaskBounds,
} from './refinement-bounds.js';

/** How far a count is outside [min, max]: 0 inside. */
const outside = (value: number, min: number, max: number) =>
  value < min ? min - value : value > max ? value - max : 0;

/** The three extremes of a choice within bounds: every minimum, every target, every maximum. */
const choices = (bounds: NewTaskBounds[]) => [
  bounds.map((one) => one.min),
  bounds.map((one) => one.target),
  bounds.map((one) => one.max),
];

/** A plan as the generator writes it: 7-12 checkpoints of 4-8 tasks, 50-80 in all. */
const generatedPlan = fc
  .array(fc.integer({ min: 4, max: 8 }), { minLength: 7, maxLength: 12 })
  .filter((counts) => {
    const total = counts.reduce((a, b) => a + b, 0);
    return total >= 50 && total <= 80;
  });

describe('refinementTaskBounds', () => {
  it('asks for about as many tasks as there were, within 4-8 per checkpoint', () => {
    const bounds = refinementTaskBounds(
      [
        { kept: 0, pending: 5 },
        { kept: 1, pending: 4 },
        { kept: 0, pending: 5 },
      ],
      45,
    );
    expect(bounds).toEqual([
      { min: 4, max: 8, target: 5 },
      { min: 3, max: 7, target: 4 },
      { min: 4, max: 8, target: 5 },
    ]);
  });

  it('keeps the whole plan at 80 at most', () => {
    const bounds = refinementTaskBounds(
      [
        { kept: 0, pending: 6 },
        { kept: 0, pending: 6 },
      ],
      66,
    );
    expect(bounds.reduce((sum, one) => sum + one.max, 0)).toBe(14);
    expect(bounds.every((one) => one.min >= 4 && one.max <= 8)).toBe(true);
  });

  it('keeps the whole plan at 50 at least', () => {
    const bounds = refinementTaskBounds(
      [
        { kept: 0, pending: 5 },
        { kept: 0, pending: 5 },
      ],
      40,
    );
    expect(bounds.map((one) => one.min)).toEqual([5, 5]);
    expect(bounds.every((one) => one.max === 8)).toBe(true);
  });

  it('leans towards fewer or more tasks as asked, within the bounds', () => {
    const counts = [
      { kept: 0, pending: 5 },
      { kept: 0, pending: 8 },
    ];
    expect(refinementTaskBounds(counts, 50, -1).map((one) => one.target)).toEqual([4, 7]);
    expect(refinementTaskBounds(counts, 50, 1).map((one) => one.target)).toEqual([6, 8]);
  });

  it('asks nothing for a week done in full, and leaves more than 8 completed tasks alone', () => {
    const bounds = refinementTaskBounds(
      [
        { kept: 5, pending: 0 },
        { kept: 9, pending: 0 },
        { kept: 0, pending: 5 },
      ],
      50,
    );
    expect(bounds[0]).toEqual({ min: 0, max: 3, target: 0 });
    expect(bounds[1]).toEqual({ min: 0, max: 0, target: 0 });
    expect(bounds[2]).toMatchObject({ min: 4 });
  });

  it('does not add to a plan grown past 80 by hand', () => {
    const counts = [
      { kept: 2, pending: 4 },
      { kept: 0, pending: 6 },
    ];
    const bounds = refinementTaskBounds(counts, 84);
    expect(bounds.reduce((sum, one) => sum + one.max, 0)).toBeLessThanOrEqual(10);
    expect(bounds.every((one) => one.max >= one.min)).toBe(true);
  });

  it('keeps every rule of a generated plan, whatever the numbers chosen within the bounds', () => {
    fc.assert(
      fc.property(
        generatedPlan,
        fc.nat(),
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.nat(8), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(-1, 0, 1),
        (counts, at, size, completed, lean: -1 | 0 | 1) => {
          const start = at % (counts.length - size + 1);
          const refined: RefinedCheckpointCounts[] = counts
            .slice(start, start + size)
            .map((count, index) => {
              const kept = Math.min(count, completed[index] ?? 0);
              return { kept, pending: count - kept };
            });
          const others =
            counts.reduce((a, b) => a + b, 0) -
            refined.reduce((sum, one) => sum + one.kept + one.pending, 0);
          const bounds = refinementTaskBounds(refined, others, lean);
          for (const chosen of choices(bounds)) {
            let total = others;
            refined.forEach((one, index) => {
              const after = one.kept + (chosen[index] ?? 0);
              total += after;
              expect(after).toBeGreaterThanOrEqual(4);
              expect(after).toBeLessThanOrEqual(8);
            });
            expect(total).toBeGreaterThanOrEqual(50);
            expect(total).toBeLessThanOrEqual(80);
          }
        },
      ),
    );
  });

  it('never makes a rule worse on a plan changed by hand', () => {
    const checkpoint = fc.record({ kept: fc.nat(12), pending: fc.nat(12) });
    fc.assert(
      fc.property(
        fc.array(checkpoint, { minLength: 1, maxLength: 3 }),
        fc.nat(110),
        fc.constantFrom(-1, 0, 1),
        (refined, others, lean: -1 | 0 | 1) => {
          const bounds = refinementTaskBounds(refined, others, lean);
          const before = others + refined.reduce((sum, one) => sum + one.kept + one.pending, 0);
          const noneAbove8 = refined.every((one) => one.kept + one.pending <= 8);
          for (const chosen of choices(bounds)) {
            let total = others;
            refined.forEach((one, index) => {
              const bound = bounds[index] as NewTaskBounds;
              expect(bound.min).toBeGreaterThanOrEqual(0);
              expect(bound.min).toBeLessThanOrEqual(bound.target);
              expect(bound.target).toBeLessThanOrEqual(bound.max);
              const after = one.kept + (chosen[index] ?? 0);
              total += after;
              expect(outside(after, 4, 8)).toBeLessThanOrEqual(
                outside(one.kept + one.pending, 4, 8),
              );
            });
            expect(total).toBeLessThanOrEqual(Math.max(80, before));
            if (noneAbove8) expect(total).toBeGreaterThanOrEqual(Math.min(50, before));
          }
        },
      ),
    );
  });
});
