import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { JOB_SCHEMA } from '../../migrations/1764000000000-create-goals.js';
import { type AppConfig, InjectAppConfig } from '../config/app-config.js';
import { JOB_QUEUES_LOCK, withAdvisoryLock } from '../database/advisory-lock.js';

export interface QueueDefinition {
  name: string;
  /** Further attempts after a failed one (an instance stopping mid-job fails its job). */
  retryLimit: number;
  /** A job active longer than this is taken to be lost (its instance died) and retried. */
  expireInSeconds: number;
  /** Receives the job once every attempt has failed. */
  deadLetter?: string;
  /** Jobs of this queue that one instance runs at the same time. */
  workers: number;
}

export interface JobContext {
  id: string;
  /** Aborted when this instance stops: the job is then failed, to be retried elsewhere. */
  signal: AbortSignal;
  /** True on the last attempt the queue allows. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/** Time the queue waits for aborted jobs to give up when the application stops. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Durable jobs on the application's PostgreSQL (pg-boss; its schema comes with the migrations).
 * Any instance may run any job; a job whose instance stops is retried by another.
 */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly running = new Set<AbortController>();
  private readonly workers = new Map<string, string[]>();

  private readonly databaseUrl: string;

  constructor(@InjectAppConfig() config: AppConfig) {
    if (!config.databaseUrl) throw new Error('No database URL: set DATABASE_URL');
    this.databaseUrl = config.databaseUrl;
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: JOB_SCHEMA,
      application_name: 'goalcoach-jobs',
      migrate: false,
      schedule: false,
      max: 4,
    });
    this.boss.on('error', (error) => this.logger.error(error));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
  }

  /** Creates (or updates) the queue and starts working on its jobs. */
  async work<T extends object>(queue: QueueDefinition, handler: JobHandler<T>): Promise<void> {
    const options = {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: 0,
      expireInSeconds: queue.expireInSeconds,
      ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
    };
    await withAdvisoryLock(this.databaseUrl, JOB_QUEUES_LOCK, async () => {
      if (await this.boss.getQueue(queue.name)) await this.boss.updateQueue(queue.name, options);
      else await this.boss.createQueue(queue.name, options);
    });

    // A pg-boss worker runs one job at a time: several make an instance's concurrency.
    const workerIds: string[] = [];
    for (let count = 0; count < queue.workers; count += 1) {
      const workerId = await this.boss.work<T>(
        queue.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 },
        async ([job]) => {
          if (!job) return;
          const controller = new AbortController();
          this.running.add(controller);
          try {
            await handler(job.data, {
              id: job.id,
              signal: controller.signal,
              lastAttempt: job.retryCount >= job.retryLimit,
            });
          } finally {
            this.running.delete(controller);
          }
        },
      );
      workerIds.push(workerId);
    }
    this.workers.set(queue.name, workerIds);
  }

  /** A queue that only collects (a dead-letter queue, say) with its handler. */
  async collect<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
  ): Promise<void> {
    await this.work<T>({ name, retryLimit: 3, expireInSeconds: 60, workers: 1 }, (data) =>
      handler(data),
    );
  }

  /**
   * Adds a job. Inside `transaction` it exists only once that transaction commits: call
   * `wake` then, so this instance starts on it at once instead of at its next poll.
   */
  async send(queue: string, data: object, transaction?: EntityManager): Promise<string> {
    const db = transaction && {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: (await transaction.query(text, values)) as { id: string }[],
      }),
    };
    const id = await this.boss.send(queue, data, db ? { db } : {});
    if (!id) throw new Error(`The job queue refused a job for ${queue}`);
    if (!transaction) this.wake(queue);
    return id;
  }

  /** Tells this instance's workers of a queue that a job is waiting. */
  wake(queue: string): void {
    for (const workerId of this.workers.get(queue) ?? []) this.boss.notifyWorker(workerId);
  }

  // Before the database closes: aborted jobs still record that they will be retried.
  async beforeApplicationShutdown(): Promise<void> {
    for (const controller of this.running) controller.abort();
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  }
}
