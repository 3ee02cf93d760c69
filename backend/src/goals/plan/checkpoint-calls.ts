import pLimit, { type LimitFunction } from 'p-limit';
import type { PlanTask } from './plan-schema.js';
import type { PlanProvider, PlanRequest, TaskRequest } from './providers/plan-provider.js';

/** A checkpoint's tasks as a call made them, with its description when the call wrote it. */
export interface MadeTasks {
  tasks: PlanTask[];
  description?: string;
}

interface Call {
  promise: Promise<MadeTasks>;
  controller: AbortController;
  settled: boolean;
}

export interface CallListener {
  /** A call that is still wanted has its answer. */
  onDone(): void;
  /** The first call that failed (after the provider's own retry): the plan cannot be made. */
  onFailure(error: unknown): void;
}

/**
 * The task calls of one plan, at most `concurrency` at a time, one per checkpoint. A call is
 * known by its checkpoint's key (see checkpointKey): one started while the outline streamed is
 * found again when the outline is whole, and one for a checkpoint the outline ended without is
 * stopped and forgotten (`keepOnly`).
 */
export class CheckpointCalls {
  private readonly calls = new Map<string, Call>();
  private readonly limit: LimitFunction;
  private failed = false;

  constructor(
    private readonly provider: PlanProvider,
    private readonly request: PlanRequest,
    concurrency: number,
    private readonly signal: AbortSignal,
    private readonly listener: CallListener,
  ) {
    this.limit = pLimit(concurrency);
  }

  has(key: string): boolean {
    return this.calls.has(key);
  }

  /** Calls started and still wanted. */
  get count(): number {
    return this.calls.size;
  }

  /** Calls still wanted that have their answer. */
  get done(): number {
    return [...this.calls.values()].filter((call) => call.settled).length;
  }

  /**
   * The tasks of a checkpoint: the call already started for its key, else a new one. A
   * checkpoint with an empty description (`describe`) is asked for its description too.
   */
  tasksOf(key: string, part: TaskRequest, describe: boolean): Promise<MadeTasks> {
    const existing = this.calls.get(key);
    if (existing) return existing.promise;
    const controller = new AbortController();
    const signal = AbortSignal.any([this.signal, controller.signal]);
    const wanted = () => this.calls.get(key) === call;
    const call: Call = {
      controller,
      settled: false,
      promise: this.limit(async () => {
        try {
          return await this.make(part, describe, signal);
        } catch (error) {
          // Told inside the queue's slot: the call queued next starts as the slot frees, and
          // must find the plan stopped rather than ask the model for nothing.
          if (wanted()) this.fail(error);
          throw error;
        }
      }),
    };
    this.calls.set(key, call);
    call.promise.then(
      () => {
        call.settled = true;
        if (wanted()) this.listener.onDone();
      },
      // Failures were told above; one of a call no longer wanted is nobody's news.
      () => undefined,
    );
    return call.promise;
  }

  /** Stops and forgets the calls of checkpoints not in `keys`. */
  keepOnly(keys: ReadonlySet<string>): void {
    for (const [key, call] of this.calls) {
      if (keys.has(key)) continue;
      this.calls.delete(key);
      call.controller.abort();
    }
  }

  /** A checkpoint's tasks asked for once more (its description known by now), in the queue. */
  redo(part: TaskRequest): Promise<PlanTask[]> {
    return this.limit(() => {
      this.signal.throwIfAborted();
      return this.provider.checkpointTasks(this.request, part, this.signal);
    });
  }

  /** Drops the calls still queued: they will not be made. */
  clearQueue(): void {
    this.limit.clearQueue();
  }

  private async make(part: TaskRequest, describe: boolean, signal: AbortSignal) {
    signal.throwIfAborted();
    if (!describe)
      return { tasks: await this.provider.checkpointTasks(this.request, part, signal) };
    if (!this.provider.describedCheckpointTasks) {
      throw new Error(
        'The outline left a checkpoint undescribed, and its provider cannot write one',
      );
    }
    return this.provider.describedCheckpointTasks(this.request, part, signal);
  }

  private fail(error: unknown): void {
    // After the first failure (or the job's own stop) every other call ends too: not news.
    if (this.failed || this.signal.aborted) return;
    this.failed = true;
    this.listener.onFailure(error);
  }
}
