import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Work that follows an answer rather than delaying it (mails, the look-up behind
 * forgot-password). A task starts once the current request has been answered; a failure is
 * logged, never thrown at a client. A stop waits for the tasks under way: Nest calls this hook
 * after the HTTP server has closed (so no request adds another) and before the database closes
 * (the database module is global, so its hook runs last).
 */
@Injectable()
export class BackgroundTasks implements OnApplicationShutdown {
  private readonly logger = new Logger(BackgroundTasks.name);
  private readonly running = new Set<Promise<void>>();

  run(description: string, task: () => Promise<void>): void {
    // setImmediate: after the reply of the request in progress has been written.
    const started = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        this.logger.error({ err: error, msg: `${description} failed` });
      })
      .finally(() => this.running.delete(started));
    this.running.add(started);
  }

  /** Resolves when no task is under way (a task may start another). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
