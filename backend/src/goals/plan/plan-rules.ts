import { weekDays } from '@goalcoach/coach';
import type { z } from 'zod';
import {
  type CheckpointOutline,
  PLAN_RULES,
  type PlanDraft,
  type PlanTask,
  planDraftSchema,
} from './plan-schema.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Parses a model's text against a schema: not JSON and wrong shapes are problems, not throws. */
export function parseJson<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['the answer is not valid JSON'] };
  }
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`,
    ),
  };
}

/**
 * Rules of an outline that a schema cannot say: weeks in order, titles naming their week. Only
 * weeks and titles are read, so an outline whose checkpoints have no description yet can pass.
 */
export function outlineProblems(outline: {
  milestones: readonly { checkpoints: readonly Pick<CheckpointOutline, 'week' | 'title'>[] }[];
}): string[] {
  const problems: string[] = [];
  const checkpoints = outline.milestones.flatMap((milestone) => milestone.checkpoints);
  const { min, max } = PLAN_RULES.checkpoints;
  if (checkpoints.length < min || checkpoints.length > max) {
    problems.push(`the plan needs ${min}-${max} weekly checkpoints, not ${checkpoints.length}`);
  }
  checkpoints.forEach((checkpoint, index) => {
    const previous = checkpoints[index - 1];
    if (previous && checkpoint.week <= previous.week) {
      problems.push(`week ${checkpoint.week} comes after week ${previous.week}: weeks must rise`);
    }
    if (!new RegExp(`\\bWeek ${checkpoint.week}\\b`, 'i').test(checkpoint.title)) {
      problems.push(`the title "${checkpoint.title}" must contain "Week ${checkpoint.week}"`);
    }
  });
  return problems;
}

/**
 * How many tasks each checkpoint may have so that any accepted set sums to 50-80 in all:
 * with 7 checkpoints exactly 8 each, with 12 five or six each.
 */
export function taskBounds(checkpointCount: number): { min: number; max: number; target: number } {
  const perCheckpoint = PLAN_RULES.tasksPerCheckpoint;
  const count = Math.max(checkpointCount, 1);
  const min = Math.max(perCheckpoint.min, Math.ceil(PLAN_RULES.tasks.min / count));
  const max = Math.min(perCheckpoint.max, Math.floor(PLAN_RULES.tasks.max / count));
  const middle = (PLAN_RULES.tasks.min + PLAN_RULES.tasks.max) / 2;
  const target = Math.min(max, Math.max(min, Math.round(middle / count)));
  return { min, max, target };
}

/** Rules of one checkpoint's tasks: their number and a date inside the checkpoint's week. */
export function checkpointTaskProblems(
  tasks: readonly PlanTask[],
  checkpoint: Pick<CheckpointOutline, 'week'>,
  bounds: { min: number; max: number },
): string[] {
  const problems: string[] = [];
  if (tasks.length < bounds.min || tasks.length > bounds.max) {
    problems.push(
      `week ${checkpoint.week} needs ${bounds.min}-${bounds.max} tasks, not ${tasks.length}`,
    );
  }
  const { first, last } = weekDays(checkpoint.week);
  for (const task of tasks) {
    if (task.day < first || task.day > last) {
      problems.push(
        `"${task.task}" is on day ${task.day}, outside week ${checkpoint.week} (days ${first}-${last})`,
      );
    }
  }
  const texts = tasks.map((task) => task.task.toLowerCase());
  if (new Set(texts).size !== texts.length) problems.push(`week ${checkpoint.week} repeats a task`);
  return problems;
}

/** Every rule of a whole plan; an empty list means it may be written. */
export function planProblems(draft: unknown): Parsed<PlanDraft> {
  const parsed = planDraftSchema.safeParse(draft);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const plan = parsed.data;
  const checkpoints = plan.milestones.flatMap((milestone) => milestone.checkpoints);
  const bounds = taskBounds(checkpoints.length);
  const problems = [
    ...outlineProblems(plan),
    ...checkpoints.flatMap((checkpoint) =>
      checkpointTaskProblems(checkpoint.tasks, checkpoint, bounds),
    ),
  ];
  const total = checkpoints.reduce((sum, checkpoint) => sum + checkpoint.tasks.length, 0);
  if (total < PLAN_RULES.tasks.min || total > PLAN_RULES.tasks.max) {
    problems.push(
      `the plan needs ${PLAN_RULES.tasks.min}-${PLAN_RULES.tasks.max} tasks, not ${total}`,
    );
  }
  return problems.length === 0 ? { ok: true, value: plan } : { ok: false, problems };
}
