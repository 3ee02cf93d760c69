import { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { jobLockKey } from './job-locks.js';
import { JOB_SCHEMA } from './job-schema.js';
import { settleJobRun } from './job-settle.js';
import { type ActiveJob, OrphanWatch } from './orphan-watch.js';

export interface OrphanSweepTiming {
  /** Time between two looks. */
  intervalMs: number;
  /** How long a lock must stay free before its job is taken back (see OrphanWatch). */
  confirmMs: number;
}

/** An orphan is retried 4-6 s after its instance died (instead of after the job's expiry). */
const ORPHAN_SWEEP_TIMING: OrphanSweepTiming = { intervalMs: 2000, confirmMs: 4000 };

const ORPHANED_MESSAGE = 'the instance running it stopped without finishing it';

/**
 * Each look: the active jobs of our queues and, for each, whether its owner's advisory lock is
 * free. The lock is tried and, when got, given back in the same statement (CASE fixes the
 * order), on a pooled session that holds no job locks of its own.
 */
const ACTIVE_JOBS_SQL = `
  SELECT name AS queue, id::text AS id, retry_count AS attempt,
         CASE WHEN pg_try_advisory_lock(${jobLockKey('id')})
              THEN pg_advisory_unlock(${jobLockKey('id')})
              ELSE false END AS free
    FROM ${JOB_SCHEMA}.job
   WHERE name = ANY($1::text[]) AND state = 'active'`;

export interface OrphanSweepSource {
  /** The queues this instance works. */
  queues(): string[];
  /** Ids of the jobs running here. */
  runningHere(): ReadonlySet<string>;
  /** Called after a job of `queue` was handed back for a retry. */
  retried(queue: string): void;
  /** Called before each look: the job locks are put in line (after a lost connection). */
  beforeLook(): Promise<void>;
}

/**
 * Finds jobs left active by an instance that died without failing them (SIGKILL, power loss,
 * OOM) and fails them, so that pg-boss retries them at once (retryDelay 0) rather than after
 * their expiry (minutes for a plan). The owner of a running job holds an advisory lock on it
 * (job-locks.ts); a lock that stays free means the owner's session, hence the owner, is gone.
 * Every instance sweeps; the fail is settled on the run seen (settleJobRun), so two sweeps, or
 * a sweep and a new owner, cannot both act on the same run.
 */
export class OrphanSweep {
  private readonly logger = new Logger(OrphanSweep.name);
  private readonly watch: OrphanWatch;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> = Promise.resolve();
  private stopped = false;
  private unavailableLogged = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly boss: PgBoss,
    private readonly source: OrphanSweepSource,
    private readonly timing: OrphanSweepTiming = ORPHAN_SWEEP_TIMING,
  ) {
    this.watch = new OrphanWatch(timing.confirmMs);
  }

  start(): void {
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.looking;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.looking = this.look().finally(() => this.schedule());
    }, this.timing.intervalMs);
    this.timer.unref();
  }

  /** One look; never rejects. */
  private async look(): Promise<void> {
    const queues = this.source.queues();
    if (queues.length === 0 || !this.dataSource.isInitialized) return;
    try {
      await this.source.beforeLook();
      const rows = (await this.dataSource.query(ACTIVE_JOBS_SQL, [queues])) as ActiveJob[];
      this.unavailableLogged = false;
      const orphans = this.watch.observe(Date.now(), rows, this.source.runningHere());
      for (const orphan of orphans) await this.takeBack(orphan);
    } catch (error) {
      // While the database is away every look fails: say so once, not every two seconds.
      if (!isDatabaseUnavailable(error)) {
        this.logger.error({ msg: 'Orphaned-job sweep failed', err: error });
      } else if (!this.unavailableLogged) {
        this.unavailableLogged = true;
        this.logger.warn('Orphaned-job sweep paused: the database is unreachable');
      }
    }
  }

  private async takeBack(orphan: ActiveJob): Promise<void> {
    const run = { queue: orphan.queue, id: orphan.id, attempt: orphan.attempt };
    if (
      !(await settleJobRun(this.dataSource, this.boss, run, {
        kind: 'fail',
        message: ORPHANED_MESSAGE,
      }))
    ) {
      return; // settled by its owner or another sweep meanwhile
    }
    this.logger.warn({
      msg: `Job ${orphan.id} of ${orphan.queue} was left running by an instance that stopped: handed back for a retry`,
      queue: orphan.queue,
      jobId: orphan.id,
      attempt: orphan.attempt,
    });
    this.source.retried(orphan.queue);
  }
}
