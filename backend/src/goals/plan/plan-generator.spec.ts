import { describe, expect, it } from '@jest/globals';
import type { PlanProgress } from '@goalcoach/contracts';
import fc from 'fast-check';
import { PLAN_FAILURE_MESSAGES, PlanGenerationError } from './plan-generation-error.js';
import { type GeneratePlanOptions, generatePlan } from './plan-generator.js';
import { weekDays } from '@goalcoach/coach';
import { planProblems, taskBounds } from './plan-rules.js';
import { PLAN_RULES, type PlanOutline, type PlanTask } from './plan-schema.js';
import type { PlanSketch } from './plan-sketch.js';
import type {
  MilestoneSoFar,
  OutlineSoFar,
  PlanProvider,
  PlanRequest,
  TaskRequest,
} from './providers/plan-provider.js';

const REQUEST: PlanRequest = {
  goalId: 'goal-1',
  userId: 'user-1',
  answers: {
    goal: 'Speak Spanish',
    why: 'My neighbours',
    vision: 'Chatting at the market',
    resources: 'An app',
    obstacles: 'Time',
    workingStyle: 'Mornings',
    change: 'New friends',
  },
};

/** `sizes[i]` checkpoints in milestone i, weeks 1, 2, 3... */
function outlineOf(sizes: readonly number[]): PlanOutline {
  let week = 0;
  return {
    goalName: 'Speak Spanish',
    shortTitle: 'Spanish',
    personalLegend: 'I chat with my neighbours in Spanish',
    firstDailyAction: 'Learn ten words',
    milestones: sizes.map((size, index) => ({
      title: `Phase ${index + 1}`,
      description: `Phase ${index + 1} of the plan`,
      checkpoints: Array.from({ length: size }, () => {
        week += 1;
        return { week, title: `Week ${week}: practise`, description: `Week ${week} of practice` };
      }),
    })),
  };
}

const TWELVE = outlineOf([3, 3, 3, 3]);
const NINE = outlineOf([3, 3, 3]);

/** Valid tasks for a part: `count.target` of them, on the days of its week. */
function tasksFor(part: TaskRequest): PlanTask[] {
  const { first, last } = weekDays(part.checkpoint.week);
  return Array.from({ length: part.count.target }, (_, index) => ({
    task: `Week ${part.checkpoint.week}, step ${index + 1}`,
    day: first + (index % (last - first + 1)),
  }));
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every queued promise callback and timer-free continuation run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

interface TaskCall {
  part: TaskRequest;
  signal: AbortSignal;
  answer: Deferred<PlanTask[]>;
}

/** A provider whose task calls wait until the test answers them; they reject when aborted. */
function heldProvider(outline: PlanOutline = TWELVE) {
  const calls: TaskCall[] = [];
  const log: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const provider: PlanProvider = {
    source: 'ai',
    async outline(request, signal) {
      expect(request).toBe(REQUEST);
      expect(signal).toBeInstanceOf(AbortSignal);
      log.push('outline');
      return outline;
    },
    async checkpointTasks(request, part, signal) {
      expect(request).toBe(REQUEST);
      const answer = deferred<PlanTask[]>();
      calls.push({ part, signal, answer });
      log.push(`tasks ${part.checkpoint.week}`);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      signal.addEventListener('abort', () => answer.reject(signal.reason), { once: true });
      try {
        return await answer.promise;
      } finally {
        inFlight -= 1;
      }
    },
  };
  return {
    provider,
    calls,
    log,
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

/** A provider that answers at once with valid tasks (or with `tasks(part)` when given). */
function quickProvider(tasks: (part: TaskRequest) => PlanTask[] = tasksFor, outline = TWELVE) {
  const parts: TaskRequest[] = [];
  let outlineCalls = 0;
  const provider: PlanProvider = {
    source: 'ai',
    async outline() {
      outlineCalls += 1;
      return outline;
    },
    async checkpointTasks(_request, part) {
      parts.push(part);
      return tasks(part);
    },
  };
  return {
    provider,
    parts,
    get outlineCalls() {
      return outlineCalls;
    },
  };
}

function options(overrides: Partial<GeneratePlanOptions> = {}) {
  const events: PlanProgress[] = [];
  return {
    events,
    options: {
      concurrency: 4,
      signal: new AbortController().signal,
      onProgress: async (event: PlanProgress) => {
        events.push(structuredClone(event));
      },
      ...overrides,
    } satisfies GeneratePlanOptions,
  };
}

describe('generatePlan', () => {
  it('makes the outline, then the tasks of every checkpoint, and returns the whole plan', async () => {
    const quick = quickProvider();
    const { provider, parts } = quick;
    const plan = await generatePlan(provider, REQUEST, options().options);

    expect(quick.outlineCalls).toBe(1);
    expect(parts.map((part) => part.checkpoint.week)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(plan.goalName).toBe(TWELVE.goalName);
    expect(plan.milestones.map((milestone) => milestone.title)).toEqual(
      TWELVE.milestones.map((milestone) => milestone.title),
    );
    const checkpoints = plan.milestones.flatMap((milestone) => milestone.checkpoints);
    expect(checkpoints.map((checkpoint) => checkpoint.week)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    for (const checkpoint of checkpoints) {
      expect(checkpoint.tasks).toEqual(
        tasksFor({ checkpoint, count: taskBounds(12) } as unknown as TaskRequest),
      );
    }
  });

  it('asks for the tasks of each checkpoint with its milestone, the outline and the bounds', async () => {
    const { provider, parts } = quickProvider(tasksFor, NINE);
    await generatePlan(provider, REQUEST, options().options);

    expect(parts).toHaveLength(9);
    for (const part of parts) {
      expect(part.outline).toEqual(NINE);
      expect(part.milestone.checkpoints).toContainEqual(part.checkpoint);
      expect(part.count).toEqual({ min: 6, max: 8, target: 7 });
    }
    expect(parts.map((part) => part.milestone.title)).toEqual([
      'Phase 1',
      'Phase 1',
      'Phase 1',
      'Phase 2',
      'Phase 2',
      'Phase 2',
      'Phase 3',
      'Phase 3',
      'Phase 3',
    ]);
  });

  it('calls the outline first and asks for no task before it', async () => {
    const held = heldProvider();
    const { events, options: opts } = options({ concurrency: 12 });
    const log = held.log;
    const onProgress = opts.onProgress;
    const run = generatePlan(held.provider, REQUEST, {
      ...opts,
      onProgress: async (event) => {
        log.push(`progress ${event.stage} ${event.percent}`);
        await onProgress(event);
      },
    });
    await settle();

    expect(log.slice(0, 3)).toEqual(['progress outlining 5', 'outline', 'progress tasks 20']);
    expect(log.slice(3)).toEqual(held.calls.map((call) => `tasks ${call.part.checkpoint.week}`));
    expect(held.calls).toHaveLength(12);
    held.calls.forEach((call) => call.answer.resolve(tasksFor(call.part)));
    await run;
    expect(events.at(-1)?.stage).toBe('saving');
  });

  it('uses a given outline without asking the provider for one', async () => {
    const quick = quickProvider();
    quick.provider.outline = async () => {
      throw new Error('the outline must not be asked for');
    };
    const { events, options: opts } = options({ outline: NINE });
    const plan = await generatePlan(quick.provider, REQUEST, opts);

    expect(quick.parts).toHaveLength(9);
    expect(plan.milestones).toHaveLength(3);
    expect(plan.personalLegend).toBe(NINE.personalLegend);
    expect(events[1]).toEqual({
      stage: 'tasks',
      percent: 20,
      milestoneTitles: ['Phase 1', 'Phase 2', 'Phase 3'],
      checkpointsTotal: 9,
      checkpointsDone: 0,
    });
  });

  it('never has more task calls in flight than the concurrency', async () => {
    const held = heldProvider();
    const run = generatePlan(held.provider, REQUEST, options({ concurrency: 3 }).options);
    await settle();
    expect(held.calls).toHaveLength(3);

    // Answer the newest call first, one at a time: a new call starts only when one ends.
    const answered = new Set<TaskCall>();
    while (answered.size < 12) {
      const call = held.calls.filter((open) => !answered.has(open)).at(-1);
      if (!call) throw new Error('no call in flight');
      call.answer.resolve(tasksFor(call.part));
      answered.add(call);
      await settle();
      expect(held.calls.length - answered.size).toBe(Math.min(3, 12 - answered.size));
    }
    await run;
    expect(held.maxInFlight).toBe(3);
  });

  it('keeps to any concurrency, whatever order the answers come in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 13 }),
        fc.constantFrom([3, 3, 3, 3], [2, 2, 3], [3, 3, 2, 2], [2, 2, 2, 2]),
        fc.scheduler(),
        async (concurrency, sizes, scheduler) => {
          const outline = outlineOf(sizes);
          const total = sizes.reduce((sum, size) => sum + size, 0);
          let inFlight = 0;
          let maxInFlight = 0;
          const provider: PlanProvider = {
            source: 'ai',
            outline: async () => outline,
            async checkpointTasks(_request, part) {
              inFlight += 1;
              maxInFlight = Math.max(maxInFlight, inFlight);
              try {
                return await scheduler.schedule(
                  Promise.resolve(tasksFor(part)),
                  `week ${part.checkpoint.week}`,
                );
              } finally {
                inFlight -= 1;
              }
            },
          };
          const events: PlanProgress[] = [];
          const run = generatePlan(provider, REQUEST, {
            concurrency,
            signal: new AbortController().signal,
            onProgress: (event) =>
              scheduler.schedule(Promise.resolve()).then(() => void events.push(event)),
          });
          const plan = await scheduler.waitFor(run);

          expect(maxInFlight).toBe(Math.min(concurrency, total));
          expect(plan.milestones.flatMap((milestone) => milestone.checkpoints)).toHaveLength(total);
          expect(events.map((event) => event.checkpointsDone)).toEqual([
            0,
            ...Array.from({ length: total + 1 }, (_, index) => index),
            total,
          ]);
          const percents = events.map((event) => event.percent);
          expect(percents).toEqual([...percents].sort((a, b) => a - b));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('publishes progress in order: outlining, tasks as they arrive, then saving', async () => {
    const { events, options: opts } = options();
    await generatePlan(quickProvider().provider, REQUEST, opts);

    const titles = ['Phase 1', 'Phase 2', 'Phase 3', 'Phase 4'];
    expect(events[0]).toEqual({
      stage: 'outlining',
      percent: 5,
      milestoneTitles: [],
      checkpointsTotal: 0,
      checkpointsDone: 0,
    });
    expect(events.slice(1, -1)).toEqual(
      Array.from({ length: 13 }, (_, done) => ({
        stage: 'tasks',
        percent: 20 + Math.round((75 * done) / 12),
        milestoneTitles: titles,
        checkpointsTotal: 12,
        checkpointsDone: done,
      })),
    );
    expect(events.at(-1)).toEqual({
      stage: 'saving',
      percent: 95,
      milestoneTitles: titles,
      checkpointsTotal: 12,
      checkpointsDone: 12,
    });
  });

  it('tells of one step at a time, even when the listener is slow', async () => {
    const held = heldProvider(NINE);
    const pending: Deferred<undefined>[] = [];
    let listening = 0;
    let overlapped = false;
    const events: PlanProgress[] = [];
    const run = generatePlan(held.provider, REQUEST, {
      concurrency: 9,
      signal: new AbortController().signal,
      onProgress: async (event) => {
        listening += 1;
        overlapped ||= listening > 1;
        events.push(event);
        const gate = deferred<undefined>();
        pending.push(gate);
        await gate.promise;
        listening -= 1;
      },
    });
    const release = async () => {
      for (let round = 0; round < 50; round += 1) {
        pending.shift()?.resolve(undefined);
        await settle();
      }
    };
    await release();
    expect(held.calls).toHaveLength(9);
    // All tasks arrive at once while the listener is still busy.
    held.calls.forEach((call) => call.answer.resolve(tasksFor(call.part)));
    await release();
    await run;

    expect(overlapped).toBe(false);
    expect(events.map((event) => event.checkpointsDone)).toEqual([
      0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9,
    ]);
  });

  it('is not stopped by a listener that fails', async () => {
    const plan = await generatePlan(quickProvider().provider, REQUEST, {
      concurrency: 2,
      signal: new AbortController().signal,
      onProgress: async () => {
        throw new Error('database away');
      },
    });
    expect(plan.milestones).toHaveLength(4);
  });

  it('fails when a task call fails, and aborts the calls still running', async () => {
    const held = heldProvider();
    const { events, options: opts } = options({ concurrency: 4 });
    const run = generatePlan(held.provider, REQUEST, opts);
    const outcome = run.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await settle();
    expect(held.calls).toHaveLength(4);

    const failure = new Error('model overloaded');
    held.calls[0]?.answer.resolve(tasksFor(held.calls[0].part));
    await settle();
    held.calls[2]?.answer.reject(failure);
    await settle();

    expect(await outcome).toBe(failure);
    // Every call made was told to stop.
    expect(held.calls.map((call) => call.signal.aborted)).toEqual(held.calls.map(() => true));
    // The calls that were waiting in the queue never started, not even the one whose turn the
    // failed call's slot would have given.
    expect(held.calls).toHaveLength(5);
    const eventsAtFailure = events.length;
    await settle();
    expect(events).toHaveLength(eventsAtFailure);
    expect(events.map((event) => event.stage)).not.toContain('saving');
  });

  it('fails with a PlanGenerationError when the tasks break the rules of a whole plan', async () => {
    // A provider that lets through a task outside its week (the provider should have refused it).
    const { provider } = quickProvider((part) =>
      part.checkpoint.week === 6
        ? tasksFor(part).map((task, index) => (index === 0 ? { ...task, day: 1 } : task))
        : tasksFor(part),
    );
    const { events, options: opts } = options();
    const error = await generatePlan(provider, REQUEST, opts).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PlanGenerationError);
    expect(error).toMatchObject({
      message: PLAN_FAILURE_MESSAGES.invalid,
      details: ['"Week 6, step 1" is on day 1, outside week 6 (days 36-42)'],
    });
    expect(events.map((event) => event.stage)).not.toContain('saving');
  });

  it('names the offline planner, not the AI coach, when its plan breaks the rules', async () => {
    const { provider } = quickProvider((part) =>
      part.checkpoint.week === 6
        ? tasksFor(part).map((task, index) => (index === 0 ? { ...task, day: 1 } : task))
        : tasksFor(part),
    );
    const offline: PlanProvider = { ...provider, source: 'offline' };
    const error = await generatePlan(offline, REQUEST, options().options).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(PlanGenerationError);
    expect((error as PlanGenerationError).message).toBe(PLAN_FAILURE_MESSAGES.offlineInvalid);
    expect((error as PlanGenerationError).message).toMatch(/^The offline planner couldn't/);
  });

  it('fails with a PlanGenerationError when weeks stay short after they are asked again', async () => {
    const { provider } = quickProvider((part) => tasksFor(part).slice(0, 4));
    const error = await generatePlan(provider, REQUEST, options().options).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(PlanGenerationError);
    expect((error as PlanGenerationError).details).toContain('the plan needs 50-80 tasks, not 48');
  });

  it('fails with a PlanGenerationError when the outline breaks the rules', async () => {
    const broken = outlineOf([2, 2, 2]);
    const { provider } = quickProvider(tasksFor, broken);
    const error = await generatePlan(provider, REQUEST, options().options).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(PlanGenerationError);
    expect((error as PlanGenerationError).details).toContain(
      'the plan needs 7-12 weekly checkpoints, not 6',
    );
  });

  it('rejects at once when the outer signal is already aborted', async () => {
    const quick = quickProvider();
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    const run = generatePlan(
      quick.provider,
      REQUEST,
      options({ signal: controller.signal, outline: TWELVE }).options,
    );

    await expect(run).rejects.toThrow('shutting down');
    expect(quick.parts).toHaveLength(0);
  });

  it('rejects when the outer signal aborts midway, starting no more calls', async () => {
    const held = heldProvider();
    const controller = new AbortController();
    const { events, options: opts } = options({ concurrency: 2, signal: controller.signal });
    const run = generatePlan(held.provider, REQUEST, opts);
    const outcome = run.catch((error: unknown) => error);
    await settle();
    held.calls[0]?.answer.resolve(tasksFor(held.calls[0].part));
    await settle();
    expect(held.calls).toHaveLength(3);

    const reason = new Error('job expired');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await settle();
    expect(held.calls).toHaveLength(3);
    expect(held.calls.every((call) => call.signal.aborted)).toBe(true);
    expect(events.map((event) => event.stage)).not.toContain('saving');
  });

  it('stops the outline call when the outer signal aborts', async () => {
    const controller = new AbortController();
    const { provider } = quickProvider();
    provider.outline = (_request, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    const run = generatePlan(provider, REQUEST, options({ signal: controller.signal }).options);
    await settle();
    const reason = new Error('job expired');
    controller.abort(reason);
    await expect(run).rejects.toBe(reason);
  });

  it('asks a short week again when its tasks fall below the bounds of the plan', async () => {
    let asked = 0;
    const { provider, parts } = quickProvider((part) => {
      asked += 1;
      // The first answer for week 2 keeps the bounds of a week, not those of this plan (5-6).
      return part.checkpoint.week === 2 && asked <= 12
        ? tasksFor(part).slice(0, 4)
        : tasksFor(part);
    });
    const plan = await generatePlan(provider, REQUEST, options().options);

    expect(parts.map((part) => part.checkpoint.week)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2,
    ]);
    expect(parts.at(-1)?.count).toEqual(taskBounds(12));
    expect(plan.milestones[0]?.checkpoints[1]?.tasks).toHaveLength(5);
  });
});

/** The first `shown` checkpoints of an outline as its stream shows them (and the stated count). */
function soFarOf(
  sketch: PlanSketch,
  shown: number,
  checkpointCount: number | null = null,
): OutlineSoFar {
  let left = shown;
  const milestones: MilestoneSoFar[] = [];
  for (const milestone of sketch.milestones) {
    if (left <= 0) break;
    const checkpoints = milestone.checkpoints.slice(0, left);
    left -= checkpoints.length;
    milestones.push({ title: milestone.title, description: milestone.description, checkpoints });
  }
  return { checkpointCount, milestones };
}

/** `outline` without checkpoint descriptions: each is written by its task call. */
function withoutDescriptions(outline: PlanOutline): PlanSketch {
  return {
    ...outline,
    milestones: outline.milestones.map((milestone) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.map(({ week, title }) => ({ week, title })),
    })),
  };
}

const describedAs = (week: number) => `What week ${week} is for`;

interface StreamedCall extends TaskCall {
  describe: boolean;
}

/**
 * A provider whose outline streams as the test says (`show`) and ends when it says (`end`), as
 * a model's would. Its task calls wait for the test (`held`) or answer at once (`quick`), with
 * valid tasks; they reject when aborted.
 */
function streamingProvider(answers: 'held' | 'quick' = 'held') {
  const calls: StreamedCall[] = [];
  let outline = deferred<PlanSketch>();
  let hear: ((soFar: OutlineSoFar) => void) | undefined;
  let outlineSignal: AbortSignal | undefined;
  const taskCall = async (part: TaskRequest, signal: AbortSignal, describe: boolean) => {
    const answer = deferred<PlanTask[]>();
    calls.push({ part, signal, answer, describe });
    signal.addEventListener('abort', () => answer.reject(signal.reason), { once: true });
    if (answers === 'quick') answer.resolve(tasksFor(part));
    return answer.promise;
  };
  const provider: PlanProvider = {
    source: 'ai',
    async outline(_request, signal, onProgress) {
      hear = onProgress;
      outlineSignal = signal;
      outline = deferred<PlanSketch>();
      signal.addEventListener('abort', () => outline.reject(signal.reason), { once: true });
      return outline.promise;
    },
    checkpointTasks: (_request, part, signal) => taskCall(part, signal, false),
    async describedCheckpointTasks(_request, part, signal) {
      const tasks = await taskCall(part, signal, true);
      return { description: describedAs(part.checkpoint.week), tasks };
    },
  };
  return {
    provider,
    calls,
    get outlineSignal() {
      return outlineSignal;
    },
    /** Makes the outline's stream show this much; then lets the generator act on it. */
    async show(soFar: OutlineSoFar) {
      if (!hear) throw new Error('the outline was not asked for with a listener');
      hear(soFar);
      await settle();
    },
    async end(sketch: PlanSketch) {
      outline.resolve(sketch);
      await settle();
    },
    async fail(error: unknown) {
      outline.reject(error);
      await settle();
    },
    /** Answers every call still waiting with valid tasks. */
    async answerAll() {
      for (const call of calls) call.answer.resolve(tasksFor(call.part));
      await settle();
    },
  };
}

const weeksOf = (calls: readonly TaskCall[]) => calls.map((call) => call.part.checkpoint.week);

describe('generatePlan while the outline streams', () => {
  it("asks for a checkpoint's tasks as soon as the outline has written it", async () => {
    const stream = streamingProvider();
    const { events, options: opts } = options({ concurrency: 12 });
    const run = generatePlan(stream.provider, REQUEST, opts);
    await settle();
    expect(stream.calls).toHaveLength(0);

    await stream.show(soFarOf(TWELVE, 1, 12));
    expect(weeksOf(stream.calls)).toEqual([1]);
    await stream.show(soFarOf(TWELVE, 4, 12));
    expect(weeksOf(stream.calls)).toEqual([1, 2, 3, 4]);
    // The count is not certain yet: any a week may have, aiming at the stated count's target.
    expect(stream.calls[0]?.part.count).toEqual({ min: 4, max: 8, target: taskBounds(12).target });
    // Each call sees the outline as far as it was written when the call started.
    expect(stream.calls[3]?.part.outline.milestones.map((milestone) => milestone.title)).toEqual([
      'Phase 1',
      'Phase 2',
    ]);
    expect(stream.calls[3]?.part.milestone.title).toBe('Phase 2');

    // Answers may arrive while the outline is still being written.
    await stream.answerAll();
    expect(events.at(-1)).toMatchObject({ stage: 'outlining', checkpointsDone: 4 });
    await stream.show(soFarOf(TWELVE, 12, 12));
    await stream.end(TWELVE);
    await stream.answerAll();
    const plan = await run;

    // Every week asked for once, the plan whole and in order.
    expect(weeksOf(stream.calls)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(stream.calls.every((call) => !call.describe)).toBe(true);
    const checkpoints = plan.milestones.flatMap((milestone) => milestone.checkpoints);
    expect(checkpoints.map((checkpoint) => checkpoint.tasks.length)).toEqual(Array(12).fill(5));
    expect(events.at(-1)?.stage).toBe('saving');
  });

  it('drops the calls of checkpoints the whole outline does not have, and asks for its own', async () => {
    const stream = streamingProvider();
    const run = generatePlan(stream.provider, REQUEST, options({ concurrency: 12 }).options);
    await settle();
    await stream.show(soFarOf(TWELVE, 4, 12));
    const early = [...stream.calls];

    // The outline ends otherwise than it streamed: week 3 renamed, phase 2 described anew.
    const final = structuredClone(TWELVE);
    const [first, second] = final.milestones;
    if (!first?.checkpoints[2] || !second) throw new Error('TWELVE has no week 3 or phase 2');
    first.checkpoints[2].title = 'Week 3: rest and review';
    second.description = 'Phase 2, rethought';
    await stream.end(final);

    // Week 3 and week 4 (under the changed phase 2) were dropped and asked for again.
    expect(early.map((call) => call.signal.aborted)).toEqual([false, false, true, true]);
    expect(weeksOf(stream.calls.slice(4))).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(stream.calls[4]?.part.checkpoint.title).toBe('Week 3: rest and review');
    expect(stream.calls[4]?.part.count).toEqual(taskBounds(12));
    await stream.answerAll();

    const plan = await run;
    expect(plan.milestones[0]?.checkpoints[2]?.title).toBe('Week 3: rest and review');
    expect(plan.milestones[1]?.description).toBe('Phase 2, rethought');
    expect(planProblems(plan).ok).toBe(true);
  });

  it('asks for a week only once when an outline asked again names it again', async () => {
    const stream = streamingProvider('quick');
    const run = generatePlan(stream.provider, REQUEST, options({ concurrency: 12 }).options);
    await settle();
    // The first answer streams five weeks and is turned down; the second starts over.
    await stream.show(soFarOf(TWELVE, 5, 12));
    await stream.show(soFarOf(TWELVE, 0));
    await stream.show(soFarOf(TWELVE, 2, 12));
    await stream.show(soFarOf(TWELVE, 12, 12));
    await stream.end(TWELVE);
    await run;

    expect(weeksOf(stream.calls)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('leaves the descriptions of the weeks to their task calls when the outline has none', async () => {
    const light = withoutDescriptions(NINE);
    const stream = streamingProvider('quick');
    const run = generatePlan(stream.provider, REQUEST, options().options);
    await settle();
    await stream.show(soFarOf(light, 9, 9));
    await stream.end(light);
    const plan = await run;

    expect(stream.calls.map((call) => call.describe)).toEqual(Array(9).fill(true));
    // Asked with an empty description: the answer writes it.
    expect(stream.calls.map((call) => call.part.checkpoint.description)).toEqual(Array(9).fill(''));
    const checkpoints = plan.milestones.flatMap((milestone) => milestone.checkpoints);
    expect(checkpoints.map((checkpoint) => checkpoint.description)).toEqual(
      checkpoints.map((checkpoint) => describedAs(checkpoint.week)),
    );
  });

  it('fails when the outline leaves a week undescribed and the provider cannot describe it', async () => {
    const { provider } = quickProvider(tasksFor);
    provider.outline = async () => withoutDescriptions(NINE);
    await expect(generatePlan(provider, REQUEST, options().options)).rejects.toThrow(
      'cannot write one',
    );
  });

  it('fits tasks asked for before the count was certain into the bounds of the plan', async () => {
    // The model said 9 weeks and wrote 12: seven tasks a week were asked for, six fit.
    const more = streamingProvider('quick');
    const trimmed = generatePlan(more.provider, REQUEST, options().options);
    await settle();
    await more.show(soFarOf(TWELVE, 12, 9));
    await more.end(TWELVE);
    const plan = await trimmed;
    expect(more.calls.map((call) => call.part.count.target)).toEqual(Array(12).fill(7));
    const sizes = plan.milestones.flatMap((m) => m.checkpoints.map((c) => c.tasks.length));
    expect(sizes).toEqual(Array(12).fill(6));
    // Trimmed evenly: the kept tasks still spread over their week.
    expect(plan.milestones[0]?.checkpoints[0]?.tasks.map((task) => task.day)).toEqual([
      1, 2, 3, 5, 6, 7,
    ]);

    // The model said 12 weeks and wrote 9: five tasks a week are too few, each week is asked again.
    const fewer = streamingProvider('quick');
    const redone = generatePlan(fewer.provider, REQUEST, options().options);
    await settle();
    await fewer.show(soFarOf(NINE, 9, 12));
    await fewer.end(NINE);
    const nine = await redone;
    expect(weeksOf(fewer.calls)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fewer.calls.slice(9).map((call) => call.part.count)).toEqual(
      Array(9).fill(taskBounds(9)),
    );
    const total = nine.milestones
      .flatMap((m) => m.checkpoints)
      .reduce((sum, checkpoint) => sum + checkpoint.tasks.length, 0);
    expect(total).toBe(9 * taskBounds(9).target);
    expect(planProblems(nine).ok).toBe(true);
  });

  it('aims at the count that fits the most plans when the model does not state one', async () => {
    const stream = streamingProvider('quick');
    const run = generatePlan(stream.provider, REQUEST, options().options);
    await settle();
    await stream.show(soFarOf(TWELVE, 12));
    await stream.end(TWELVE);
    await run;
    // Six a week keeps the bounds of 9-12 weeks (see earlyTaskCount).
    expect(stream.calls.map((call) => call.part.count)).toEqual(
      Array(12).fill({ min: 4, max: 8, target: 6 }),
    );
  });

  it('stops the task calls it started when the outline fails', async () => {
    const stream = streamingProvider();
    const { events, options: opts } = options({ concurrency: 12 });
    const run = generatePlan(stream.provider, REQUEST, opts);
    const outcome = run.catch((error: unknown) => error);
    await settle();
    await stream.show(soFarOf(TWELVE, 3, 12));
    expect(stream.calls).toHaveLength(3);

    const failure = new PlanGenerationError(PLAN_FAILURE_MESSAGES.invalid, ['milestones: Too big']);
    await stream.fail(failure);
    expect(await outcome).toBe(failure);
    expect(stream.calls.map((call) => call.signal.aborted)).toEqual([true, true, true]);
    expect(events.map((event) => event.stage)).not.toContain('saving');
  });

  it('fails when a task call fails while the outline streams, and stops the outline and the rest', async () => {
    const stream = streamingProvider();
    const run = generatePlan(stream.provider, REQUEST, options({ concurrency: 12 }).options);
    const outcome = run.catch((error: unknown) => error);
    await settle();
    await stream.show(soFarOf(TWELVE, 3, 12));

    // The provider has asked once more already: its failure is final.
    const failure = new PlanGenerationError(PLAN_FAILURE_MESSAGES.timeout, ['timed out twice']);
    stream.calls[1]?.answer.reject(failure);
    await settle();
    expect(await outcome).toBe(failure);
    expect(stream.outlineSignal?.aborted).toBe(true);
    expect(stream.calls.map((call) => call.signal.aborted)).toEqual([true, true, true]);
  });

  it('starts no more calls than a plan can have weeks, whatever the stream shows', async () => {
    const stream = streamingProvider();
    const run = generatePlan(stream.provider, REQUEST, options({ concurrency: 16 }).options);
    const outcome = run.catch((error: unknown) => error);
    await settle();
    const fifteen = outlineOf([3, 3, 3, 3, 3]);
    await stream.show(soFarOf(fifteen, 15));
    expect(stream.calls).toHaveLength(PLAN_RULES.checkpoints.max);

    // Such an outline fails its rules at the end (the provider would have asked again).
    await stream.end(fifteen);
    expect(await outcome).toBeInstanceOf(PlanGenerationError);
    expect(stream.calls.every((call) => call.signal.aborted)).toBe(true);
  });

  it('keeps the progress rising, whatever order the stream and the answers come in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(TWELVE, NINE, outlineOf([2, 3, 2])),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.scheduler(),
        async (outline, concurrency, retried, scheduler) => {
          const total = outline.milestones.flatMap((milestone) => milestone.checkpoints).length;
          const steps = [
            ...(retried ? [soFarOf(outline, 4, 12), soFarOf(outline, 0)] : []),
            ...Array.from({ length: total + 1 }, (_, shown) => soFarOf(outline, shown, total)),
          ];
          const provider: PlanProvider = {
            source: 'ai',
            async outline(_request, _signal, onProgress) {
              for (const step of steps) {
                await scheduler.schedule(Promise.resolve(), 'outline streams');
                onProgress?.(step);
              }
              return scheduler.schedule(Promise.resolve(outline), 'outline ends');
            },
            checkpointTasks: (_request, part) =>
              scheduler.schedule(Promise.resolve(tasksFor(part)), `week ${part.checkpoint.week}`),
          };
          const events: PlanProgress[] = [];
          const plan = await scheduler.waitFor(
            generatePlan(provider, REQUEST, {
              concurrency,
              signal: new AbortController().signal,
              onProgress: async (event) => void events.push(event),
            }),
          );

          expect(planProblems(plan).ok).toBe(true);
          const rising = (values: number[]) =>
            expect(values).toEqual([...values].sort((a, b) => a - b));
          rising(events.map((event) => event.percent));
          rising(events.map((event) => event.checkpointsDone));
          const stages = events.map((event) => event.stage);
          expect(stages[0]).toBe('outlining');
          expect(stages.at(-1)).toBe('saving');
          expect(stages.lastIndexOf('outlining')).toBeLessThan(stages.indexOf('tasks'));
          for (const event of events) {
            expect(event.checkpointsDone).toBeLessThanOrEqual(event.checkpointsTotal);
            const titles = outline.milestones.map((milestone) => milestone.title);
            expect(event.milestoneTitles).toEqual(titles.slice(0, event.milestoneTitles.length));
          }
          expect(events.at(-1)).toMatchObject({ percent: 95, checkpointsDone: total });
        },
      ),
      { numRuns: 60 },
    );
  });
});
