import type PgBoss from 'pg-boss';

const POLL_INTERVAL_MS = 2000;

/**
 * One job at a time from one queue: fetch, run, repeat; between empty fetches it waits for the
 * poll interval or a notify(). It replaces pg-boss's work(), which completes and fails jobs
 * without awaiting it: with the database away, each of those calls was an unhandled rejection
 * that ended the process. Here `run` settles each job and handles its own errors.
 */
export class JobWorker<T extends object> {
  private stopping = false;
  private notified = false;
  private wake: () => void = () => undefined;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
    private readonly run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ) {}

  start(): void {
    this.loop = this.work();
  }

  /** A job is waiting: look now rather than at the next poll. */
  notify(): void {
    this.notified = true;
    this.wake();
  }

  /** Stops fetching; resolves once the job in hand (if any) has been settled. */
  stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    return this.loop;
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      this.notified = false;
      // pg-boss's fetch answers [] when the database cannot be reached.
      const [job] = await this.boss
        .fetch<T>(this.queue, { batchSize: 1, includeMetadata: true })
        .catch(() => []);
      if (job) {
        await this.run(job); // even when stopping: it is active now, and `run` hands it back
        continue;
      }
      if (!this.notified) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_INTERVAL_MS);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      this.wake = () => undefined;
    });
  }
}
