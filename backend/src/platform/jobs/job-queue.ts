import { setTimeout as delay } from 'node:timers/promises';
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { type AppConfig, InjectAppConfig } from '../config/app-config.js';
import { JOB_QUEUES_LOCK, withAdvisoryLock } from '../database/advisory-lock.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { JobLocks } from './job-locks.js';
import { JOB_SCHEMA } from './job-schema.js';
import { type JobOutcome, type JobRun, pgBossDb, settleJobRun } from './job-settle.js';
import { JobWorker } from './job-worker.js';
import { OrphanSweep } from './orphan-sweep.js';
import { RecurringJobs } from './recurring-jobs.js';

export interface QueueDefinition {
  name: string;
  /** Further attempts after a failed one (an instance stopping mid-job fails its job). */
  retryLimit: number;
  /**
   * A job active longer than this is taken to be lost and retried, and its run here is
   * aborted. An instance that dies is noticed much sooner (orphan-sweep.ts): this is the limit
   * for a run that hangs on a live instance.
   */
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
/** Between attempts to record a job's outcome while the database is away. */
const SETTLE_RETRY_MS = 1000;
/** Attempts to record an outcome when the failure is not the database being away. */
const SETTLE_ATTEMPTS_ON_ERROR = 3;

/**
 * Durable jobs on the application's PostgreSQL (pg-boss; its schema comes with the migrations).
 * Any instance may run any job:
 * - a job whose instance stops is failed by that instance and retried by another;
 * - a job whose instance dies (SIGKILL) is found by the other instances' orphan sweep within
 *   seconds, through the advisory lock its owner no longer holds (job-locks.ts,
 *   orphan-sweep.ts), and retried;
 * - while the database is away, jobs keep running and their outcome is recorded once it is
 *   back; nothing here rejects into the void (pg-boss's own work() did, and that ended the
 *   process).
 */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly locks: JobLocks;
  private readonly sweep: OrphanSweep;
  private readonly recurring: RecurringJobs;
  private readonly running = new Map<string, AbortController>();
  private readonly workers = new Map<string, Pick<JobWorker<object>, 'notify' | 'stop'>[]>();
  private readonly databaseUrl: string;
  private stopping = false;
  /** Aborted when the stop timeout has passed: outcomes not recorded by then are given up. */
  private readonly giveUp = new AbortController();

  constructor(
    @InjectAppConfig() config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
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
    // The pool's errors (a connection dropped by a restarting database) and maintenance's.
    this.boss.on('error', (error) => this.logger.warn({ msg: 'Job queue error', err: error }));
    this.locks = new JobLocks(this.databaseUrl, new Logger(JobLocks.name));
    this.sweep = new OrphanSweep(dataSource, this.boss, {
      queues: () => [...this.workers.keys()],
      runningHere: () => new Set(this.running.keys()),
      retried: (queue) => this.wake(queue),
      beforeLook: () => this.locks.sync(),
    });
    this.recurring = new RecurringJobs(this.boss, (queue) => this.wake(queue));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
    await this.locks.open();
    this.sweep.start();
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

    // A worker runs one job at a time: several make an instance's concurrency.
    const workers = Array.from(
      { length: queue.workers },
      () => new JobWorker<T>(this.boss, queue.name, (job) => this.runJob(job, handler)),
    );
    this.workers.set(queue.name, workers);
    for (const worker of workers) worker.start();
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
   * Works a queue whose job runs once every `everySeconds` (hourly, say) across all instances:
   * see recurring-jobs.ts for how the runs are made.
   */
  async every(
    queue: QueueDefinition,
    everySeconds: number,
    handler: JobHandler<object>,
  ): Promise<void> {
    await this.work(queue, handler);
    await this.recurring.add(queue.name, everySeconds);
  }

  /**
   * Adds a job. Inside `transaction` it exists only once that transaction commits: call
   * `wake` then, so this instance starts on it at once instead of at its next poll.
   */
  async send(queue: string, data: object, transaction?: EntityManager): Promise<string> {
    const options = transaction ? { db: pgBossDb(transaction) } : {};
    const id = await this.boss.send(queue, data, options);
    if (!id) throw new Error(`The job queue refused a job for ${queue}`);
    if (!transaction) this.wake(queue);
    return id;
  }

  /** Tells this instance's workers of a queue that a job is waiting. */
  wake(queue: string): void {
    for (const worker of this.workers.get(queue) ?? []) worker.notify();
  }

  // Before the database closes: aborted jobs still record that they will be retried.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.recurring.stop();
    await this.sweep.stop();
    for (const controller of this.running.values()) controller.abort();
    const workers = [...this.workers.values()].flat();
    const stopped = Promise.all(workers.map((worker) => worker.stop()));
    const timer = setTimeout(() => this.giveUp.abort(), STOP_TIMEOUT_MS);
    await stopped;
    clearTimeout(timer);
    await this.locks.close();
    await this.boss.stop({ graceful: false, wait: true });
  }

  private async runJob<T extends object>(
    job: PgBoss.JobWithMetadata<T>,
    handler: JobHandler<T>,
  ): Promise<void> {
    const run: JobRun = { queue: job.name, id: job.id, attempt: job.retryCount };
    const controller = new AbortController();
    if (this.stopping) controller.abort(); // fetched as this instance began to stop
    this.running.set(job.id, controller);
    await this.locks.hold(job.id);
    // Past its expiry pg-boss hands the job to another instance: stop this run.
    const expiry = setTimeout(() => controller.abort(), Number(job.expireInSeconds) * 1000);
    let outcome: JobOutcome;
    try {
      controller.signal.throwIfAborted();
      await handler(job.data, {
        id: job.id,
        signal: controller.signal,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
      outcome = { kind: 'complete' };
    } catch (error) {
      outcome = { kind: 'fail', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(expiry);
    }
    try {
      await this.settle(run, outcome);
    } finally {
      this.running.delete(job.id);
      await this.locks.release(job.id);
    }
  }

  /**
   * Records a job's outcome, waiting for the database if it is away; the job stays locked (so
   * no sweep takes it) until then. Gives up only when the application stops and cannot wait
   * any longer, or on an error that repeats: the lock is then released and the job is retried.
   */
  private async settle(run: JobRun, outcome: JobOutcome): Promise<void> {
    let errors = 0;
    let waitingLogged = false;
    for (;;) {
      try {
        const settled = await settleJobRun(this.dataSource, this.boss, run, outcome);
        if (!settled) {
          this.logger.warn(
            `Job ${run.id} of ${run.queue} was handed to another run meanwhile (expired): its outcome here (${outcome.kind}) is dropped`,
          );
        } else if (waitingLogged) {
          this.logger.log(
            `Job ${run.id} of ${run.queue}: outcome recorded now the database is back`,
          );
        }
        return;
      } catch (error) {
        const unavailable = isDatabaseUnavailable(error);
        if (!unavailable) errors += 1;
        if (this.giveUp.signal.aborted || errors >= SETTLE_ATTEMPTS_ON_ERROR) {
          this.logger.error({
            msg: `Could not record the outcome of job ${run.id} of ${run.queue}: it will be retried`,
            err: error,
          });
          return;
        }
        if (unavailable && !waitingLogged) {
          waitingLogged = true;
          this.logger.warn(
            `Job ${run.id} of ${run.queue} ended (${outcome.kind}) while the database is unreachable: recording it once it is back`,
          );
        }
        await delay(SETTLE_RETRY_MS, undefined, { signal: this.giveUp.signal }).catch(
          () => undefined,
        );
      }
    }
  }
}
