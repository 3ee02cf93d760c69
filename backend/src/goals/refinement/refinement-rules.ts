import { outlineProblems } from '../plan/plan-rules.js';
import { type MilestoneOutline, PLAN_RULES, type PlanOutline } from '../plan/plan-schema.js';
import type { MilestoneRefinementRequest } from '../plan/providers/plan-provider.js';
import type { PlanTaskCounts } from './refinement-counts.js';

/** The outline with milestone `index` replaced. */
export function withMilestone(
  outline: PlanOutline,
  index: number,
  milestone: MilestoneOutline,
): PlanOutline {
  return {
    ...outline,
    milestones: outline.milestones.map((one, at) => (at === index ? milestone : one)),
  };
}

/**
 * Rules of a redone milestone beyond its schema: exactly the weeks it had, in order (its
 * checkpoints are updated in place, and its dates and the other milestones' stay as they are),
 * and the outline rules of the whole plan with it in place.
 */
export function refinedMilestoneProblems(
  milestone: MilestoneOutline,
  part: MilestoneRefinementRequest,
): string[] {
  const old = part.outline.milestones[part.milestoneIndex];
  if (!old) return [`the plan has no milestone ${part.milestoneIndex + 1}`];
  const weeks = old.checkpoints.map((checkpoint) => checkpoint.week);
  const given = milestone.checkpoints.map((checkpoint) => checkpoint.week);
  const problems: string[] = [];
  if (given.join() !== weeks.join()) {
    problems.push(
      `the milestone needs one checkpoint for each of weeks ${weeks.join(', ')}, in that order, not weeks ${given.join(', ')}`,
    );
  }
  return [
    ...problems,
    ...outlineProblems(withMilestone(part.outline, part.milestoneIndex, milestone)),
  ];
}

/** How far a count is outside [min, max]: 0 inside. */
function outside(value: number, { min, max }: { min: number; max: number }): number {
  return value < min ? min - value : value > max ? value - max : 0;
}

/**
 * The last check of a refinement, on the counts written (before commit): no rule on the number
 * of tasks is worse than it was. A plan that kept the rules still keeps them: 4-8 tasks on each
 * refined checkpoint, 50-80 in all (see refinementTaskBounds for a plan changed by hand).
 */
export function refinementCountProblems(before: PlanTaskCounts, after: PlanTaskCounts): string[] {
  const problems: string[] = [];
  const totalOf = (counts: PlanTaskCounts) =>
    counts.others + counts.refined.reduce((sum, one) => sum + one.kept + one.pending, 0);
  before.refined.forEach((was, index) => {
    const now = after.refined[index] ?? { kept: 0, pending: 0 };
    const [old, count] = [was.kept + was.pending, now.kept + now.pending];
    if (
      outside(count, PLAN_RULES.tasksPerCheckpoint) > outside(old, PLAN_RULES.tasksPerCheckpoint)
    ) {
      problems.push(`checkpoint ${index + 1} of the milestone would have ${count} tasks`);
    }
  });
  const [old, total] = [totalOf(before), totalOf(after)];
  // A checkpoint above 8 tasks is brought down to 8: the total may drop with it.
  const trimmed = before.refined.some(
    (was) => was.kept + was.pending > PLAN_RULES.tasksPerCheckpoint.max,
  );
  if (total > Math.max(PLAN_RULES.tasks.max, old)) {
    problems.push(
      `the plan would have ${total} tasks, more than ${Math.max(PLAN_RULES.tasks.max, old)}`,
    );
  }
  if (!trimmed && total < Math.min(PLAN_RULES.tasks.min, old)) {
    problems.push(
      `the plan would have ${total} tasks, fewer than ${Math.min(PLAN_RULES.tasks.min, old)}`,
    );
  }
  return problems;
}
