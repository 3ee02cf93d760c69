import type { PlanProgress } from '@goalcoach/contracts';
import { CheckpointCalls } from './checkpoint-calls.js';
import { PlanGenerationError, invalidPlanMessage } from './plan-generation-error.js';
import { planParts } from './plan-parts.js';
import { type PlanState, ProgressMeter } from './plan-progress.js';
import { earlyTaskCount, repairTasks } from './plan-repair.js';
import { planProblems, taskBounds } from './plan-rules.js';
import { PLAN_RULES, type PlanDraft, type PlanOutline, type PlanTask } from './plan-schema.js';
import { type PlanSketch, sketchProblems } from './plan-sketch.js';
import type { OutlineSoFar, PlanProvider, PlanRequest } from './providers/plan-provider.js';

export { progress } from './plan-progress.js';

export interface GeneratePlanOptions {
  /** Checkpoints whose tasks are asked for at the same time. */
  concurrency: number;
  signal: AbortSignal;
  /** Told of each step; calls are made one after the other, never overlapping. */
  onProgress(progress: PlanProgress): Promise<void>;
  /** Skips the outline step: only the tasks of this outline are made. */
  outline?: PlanOutline;
}

/**
 * Makes a whole plan: the outline (milestones and weekly checkpoints) and every checkpoint's
 * tasks, with bounded concurrency. The outline streams, and each checkpoint's tasks are asked
 * for as soon as it is written, not after the whole outline. Once the outline is whole (and
 * valid), the calls for checkpoints it does not have are dropped, the missing ones made, and the
 * tasks brought into the bounds of the plan (see repairTasks). The assembled plan passes the
 * rules of every plan or a PlanGenerationError is thrown; the first failure, of the outline or
 * of any call, stops every call still running.
 */
export async function generatePlan(
  provider: PlanProvider,
  request: PlanRequest,
  options: GeneratePlanOptions,
): Promise<PlanDraft> {
  const meter = new ProgressMeter(options.onProgress);
  await meter.started();

  const stop = new AbortController();
  const signal = AbortSignal.any([options.signal, stop.signal]);
  let failure: { error: unknown } | undefined;
  let state: PlanState = {
    outlined: false,
    milestoneTitles: [],
    checkpointsTotal: 0,
    checkpointsOutlined: 0,
    checkpointsDone: 0,
  };
  const tell = (change: Partial<PlanState>): Promise<void> => {
    state = { ...state, ...change, checkpointsDone: calls.done };
    return meter.update(state);
  };
  const calls = new CheckpointCalls(provider, request, options.concurrency, signal, {
    onDone: () => void tell({}),
    onFailure: (error) => {
      failure = { error };
      stop.abort(error);
    },
  });

  try {
    const sketch =
      options.outline ??
      (await provider.outline(request, signal, (soFar) => {
        startEarly(calls, soFar);
        const outlined = soFar.milestones.flatMap((milestone) => milestone.checkpoints).length;
        void tell({
          milestoneTitles: soFar.milestones.map((milestone) => milestone.title),
          checkpointsTotal: Math.max(soFar.checkpointCount ?? PLAN_RULES.checkpoints.max, outlined),
          checkpointsOutlined: outlined,
        });
      }));
    const problems = sketchProblems(sketch);
    if (problems.length > 0)
      throw new PlanGenerationError(invalidPlanMessage(provider.source), problems);

    const parts = planParts(sketch.milestones, sketch);
    calls.keepOnly(new Set(parts.map((part) => part.key)));
    await tell({
      outlined: true,
      milestoneTitles: sketch.milestones.map((milestone) => milestone.title),
      checkpointsTotal: parts.length,
      checkpointsOutlined: parts.length,
    });
    const count = taskBounds(parts.length);
    const made = await Promise.all(
      parts.map(({ key, part, describe }) => calls.tasksOf(key, { ...part, count }, describe)),
    );
    const described = parts.map(({ part, describe }, index) => {
      const description = made[index]?.description ?? '';
      return describe ? { ...part, checkpoint: { ...part.checkpoint, description } } : part;
    });
    const tasks = await repairTasks(
      made.map((answer) => answer.tasks),
      (index, bounds) => {
        const part = described[index];
        if (!part) throw new Error(`No checkpoint ${index + 1} to ask again`);
        return calls.redo({ ...part, count: bounds });
      },
    );

    const checked = planProblems(
      assemble(
        sketch,
        described.map(({ checkpoint }) => checkpoint.description),
        tasks,
      ),
    );
    if (!checked.ok)
      throw new PlanGenerationError(invalidPlanMessage(provider.source), checked.problems);
    await meter.saving();
    return checked.value;
  } catch (error) {
    stop.abort();
    throw failure ? failure.error : error;
  } finally {
    calls.clearQueue();
  }
}

/**
 * Starts the tasks of each checkpoint written so far that has none under way, up to as many
 * calls as a plan can have checkpoints (an outline asked for again may name others).
 */
function startEarly(calls: CheckpointCalls, soFar: OutlineSoFar): void {
  const count = earlyTaskCount(soFar.checkpointCount);
  for (const { key, part, describe } of planParts(soFar.milestones)) {
    if (calls.has(key)) continue;
    if (calls.count >= PLAN_RULES.checkpoints.max) return;
    void calls.tasksOf(key, { ...part, count }, describe);
  }
}

/** The outline with each checkpoint's description and tasks, in outline order. */
function assemble(
  sketch: PlanSketch,
  descriptions: readonly string[],
  tasks: readonly PlanTask[][],
): PlanDraft {
  let index = 0;
  return {
    ...sketch,
    milestones: sketch.milestones.map((milestone) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.map((checkpoint) => {
        const at = index++;
        // A gap cannot happen (one answer per part), and would fail the rules.
        return { ...checkpoint, description: descriptions[at] ?? '', tasks: tasks[at] ?? [] };
      }),
    })),
  };
}
