import { PLAN_RULES, planDraftSchema } from './plan-schema.js';
/** Days of the plan (1-90) that week N covers. */
export function weekDays(week) {
  const first = (week - 1) * 7 + 1;
  return { first, last: Math.min(first + 6, PLAN_RULES.days) };
}
/** Parses a model's text against a schema: not JSON and wrong shapes are problems, not throws. */
export function parseJson(text, schema) {
  let data;
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
export function outlineProblems(outline) {
  const problems = [];
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
export function taskBounds(checkpointCount) {
  const perCheckpoint = PLAN_RULES.tasksPerCheckpoint;
  const count = Math.max(checkpointCount, 1);
  const min = Math.max(perCheckpoint.min, Math.ceil(PLAN_RULES.tasks.min / count));
  const max = Math.min(perCheckpoint.max, Math.floor(PLAN_RULES.tasks.max / count));
  const middle = (PLAN_RULES.tasks.min + PLAN_RULES.tasks.max) / 2;
  const target = Math.min(max, Math.max(min, Math.round(middle / count)));
  return { min, max, target };
}
/** Rules of one checkpoint's tasks: their number and a date inside the checkpoint's week. */
export function checkpointTaskProblems(tasks, checkpoint, bounds) {
  const problems = [];
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
export function planProblems(draft) {
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
