import { setTimeout as delay } from 'node:timers/promises';

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A child process the supervisor keeps running. */
export interface SupervisedProcess {
  /** Resolves when the process has exited, for whatever reason. */
  readonly exited: Promise<ExitStatus>;
  /** Asks it to stop; resolves once it has exited. */
  stop(): Promise<void>;
}

interface SupervisorLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface SupervisorOptions<P extends SupervisedProcess> {
  /** For the log: "Embedded PostgreSQL". */
  name: string;
  /**
   * One start attempt, resolving once the process is ready. `previous` is the process that
   * died (null for the first start), for cleaning up after it.
   */
  start(previous: P | null): Promise<P>;
  log: SupervisorLog;
  /** Tests replace time. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** A run at least this long was healthy: the next crash restarts at once again. */
export const STABLE_RUN_MS = 30_000;
const MAX_RESTART_DELAY_MS = 10_000;

/**
 * The wait before restart attempt number `failures` since the last healthy run: the first at
 * once (a single crash should cost as little as possible), then 250 ms doubling up to 10 s, so
 * that a process that keeps dying (a full disk, a broken data folder) is not restarted in a
 * tight loop while its log says why.
 */
export function restartDelayMs(failures: number): number {
  if (failures <= 1) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** (failures - 2));
}

/**
 * Keeps a child process running: when it exits without being asked to (killed, crashed), it is
 * started again, with back-off if it keeps dying, until stop(). Only stop() ends it for good.
 */
export class ProcessSupervisor<P extends SupervisedProcess> {
  private current: P;
  private stopping = false;
  private failures = 0;
  private restarting: Promise<void> = Promise.resolve();
  private readonly cancel = new AbortController();
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly now: () => number;

  private constructor(
    private readonly options: SupervisorOptions<P>,
    first: P,
  ) {
    this.sleep = options.sleep ?? sleepUnlessAborted;
    this.now = options.now ?? Date.now;
    this.current = first;
    this.watch(first);
  }

  /** Starts the process; a failure of this first start is the caller's to report. */
  static async start<P extends SupervisedProcess>(
    options: SupervisorOptions<P>,
  ): Promise<ProcessSupervisor<P>> {
    return new ProcessSupervisor(options, await options.start(null));
  }

  /** The process running now (or the last one, while a restart is under way). */
  get process(): P {
    return this.current;
  }

  /** Stops the process for good: no restart follows, and a restart under way is undone. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.cancel.abort();
    await this.restarting;
    await this.current.stop();
  }

  private watch(process: P): void {
    const startedAt = this.now();
    void process.exited.then((status) => {
      if (this.stopping || process !== this.current) return;
      if (this.now() - startedAt >= STABLE_RUN_MS) this.failures = 0;
      this.failures += 1;
      this.options.log.error(
        `${this.options.name} exited unexpectedly (${describeExit(status)}): restarting it`,
      );
      this.restarting = this.restart(process);
    });
  }

  /** Never rejects: it tries until a start succeeds or stop() is called. */
  private async restart(previous: P): Promise<void> {
    const { name, log } = this.options;
    for (;;) {
      await this.sleep(restartDelayMs(this.failures), this.cancel.signal);
      if (this.stopping) return;
      const began = this.now();
      let next: P;
      try {
        next = await this.options.start(previous);
      } catch (error) {
        this.failures += 1;
        log.warn(
          `${name} did not restart (${error instanceof Error ? error.message : String(error)}); ` +
            `next attempt in ${restartDelayMs(this.failures)} ms`,
        );
        continue;
      }
      if (this.stopping) {
        await next.stop();
        return;
      }
      this.current = next;
      log.info(`${name} restarted in ${this.now() - began} ms`);
      this.watch(next);
      return;
    }
  }
}

function describeExit({ code, signal }: ExitStatus): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

async function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return;
  await delay(ms, undefined, { signal }).catch(() => undefined);
}
