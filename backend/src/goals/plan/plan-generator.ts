import type { PlanProgress } from '@goalcoach/contracts';
import pLimit from 'p-limit';
import { PLAN_FAILURE_MESSAGES, PlanGenerationError } from './plan-generation-error.js';
import { planProblems, taskBounds } from './plan-rules.js';
import type { PlanDraft, PlanOutline, PlanTask } from './plan-schema.js';
import type { PlanProvider, PlanRequest } from './providers/plan-provider.js';

export interface GeneratePlanOptions {
  /** Checkpoints whose tasks are asked for at the same time. */
  concurrency: number;
  signal: AbortSignal;
  /** Told of each step; calls are made one after the other, never overlapping. */
  onProgress(progress: PlanProgress): Promise<void>;
  /** Skips the outline step: only the tasks of this outline are made. */
  outline?: PlanOutline;
}

/** Percent of the bar reached when the outline exists; the tasks fill the rest up to SAVING. */
const OUTLINED = 20;
/** While the outline streams in, each milestone moves the bar on (4 at most: 5 → 17). */
const OUTLINE_STARTED = 5;
const OUTLINE_PER_MILESTONE = 3;
const SAVING = 95;

/**
 * Makes a whole plan: the outline first (milestones and weekly checkpoints), then every
 * checkpoint's tasks in parallel with bounded concurrency, publishing progress as parts arrive.
 * The assembled plan passes the rules of every plan or a PlanGenerationError is thrown.
 */
export async function generatePlan(
  provider: PlanProvider,
  request: PlanRequest,
  options: GeneratePlanOptions,
): Promise<PlanDraft> {
  const publish = serialized(options.onProgress);
  await publish(progress('outlining', OUTLINE_STARTED, [], 0, 0));

  const outline =
    options.outline ??
    (await provider.outline(request, options.signal, (titles) => {
      const percent = OUTLINE_STARTED + OUTLINE_PER_MILESTONE * titles.length;
      void publish(progress('outlining', percent, titles, 0, 0));
    }));
  const titles = outline.milestones.map((milestone) => milestone.title);
  const parts = outline.milestones.flatMap((milestone) =>
    milestone.checkpoints.map((checkpoint) => ({ milestone, checkpoint })),
  );
  const count = taskBounds(parts.length);
  await publish(progress('tasks', OUTLINED, titles, parts.length, 0));

  // One failed part fails the plan: stop the calls still running instead of waiting for them.
  const stop = new AbortController();
  const signal = AbortSignal.any([options.signal, stop.signal]);
  const limit = pLimit(options.concurrency);
  let done = 0;
  let tasks: PlanTask[][];
  try {
    tasks = await Promise.all(
      parts.map((part) =>
        limit(async () => {
          signal.throwIfAborted();
          const made = await provider.checkpointTasks(request, { outline, ...part, count }, signal);
          done += 1;
          const percent = OUTLINED + Math.round(((SAVING - OUTLINED) * done) / parts.length);
          void publish(progress('tasks', percent, titles, parts.length, done));
          return made;
        }),
      ),
    );
  } catch (error) {
    stop.abort();
    throw error;
  } finally {
    limit.clearQueue();
  }

  let index = 0;
  const draft: PlanDraft = {
    ...outline,
    milestones: outline.milestones.map((milestone) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.map((checkpoint) => ({
        ...checkpoint,
        // A gap cannot happen (one answer per part), and would fail the rules below.
        tasks: tasks[index++] ?? [],
      })),
    })),
  };
  const checked = planProblems(draft);
  if (!checked.ok) throw new PlanGenerationError(PLAN_FAILURE_MESSAGES.invalid, checked.problems);
  await publish(progress('saving', SAVING, titles, parts.length, parts.length));
  return checked.value;
}

export function progress(
  stage: PlanProgress['stage'],
  percent: number,
  milestoneTitles: string[],
  checkpointsTotal: number,
  checkpointsDone: number,
): PlanProgress {
  return { stage, percent, milestoneTitles, checkpointsTotal, checkpointsDone };
}

/** Runs the calls of `sink` one after another, in the order they were made. */
function serialized<T>(sink: (value: T) => Promise<void>): (value: T) => Promise<void> {
  let last = Promise.resolve();
  return (value) => {
    last = last.then(() => sink(value)).catch(() => undefined);
    return last;
  };
}
