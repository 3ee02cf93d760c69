import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '@nestjs/common';
import pg from 'pg';

/**
 * The advisory-lock key of a job, as SQL over an expression holding its id (a uuid): its first
 * 64 bits. One definition for the owner that takes the lock and the sweep that tests it.
 */
export function jobLockKey(idExpression: string): string {
  return `('x' || translate(left(${idExpression}::text, 18), '-', ''))::bit(64)::bigint`;
}

const RECONNECT_DELAY_MS = 500;

/**
 * "This instance is running job X", told to every other instance through PostgreSQL: a
 * session-level advisory lock per running job, on one connection of its own. When the process
 * dies, even by SIGKILL, its connection ends and PostgreSQL drops its locks, which is how the
 * orphan sweep (orphan-sweep.ts) knows that a job still marked active has lost its owner.
 *
 * The locks held are kept in line with the jobs running (`sync`), one step at a time: after
 * the connection is lost (the database restarted, the network broke) a new one is opened and
 * every lock is taken again, and the sweep's periodic call repairs anything missed.
 */
export class JobLocks {
  /** Jobs running here: the locks we want. */
  private readonly wanted = new Set<string>();
  /** Locks held on the current connection. */
  private readonly held = new Set<string>();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnecting = false;
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Connects (or keeps trying in the background: jobs run meanwhile, their locks follow). */
  async open(): Promise<void> {
    if (!(await this.connect())) this.reconnectSoon();
  }

  async hold(jobId: string): Promise<void> {
    this.wanted.add(jobId);
    await this.sync();
  }

  async release(jobId: string): Promise<void> {
    this.wanted.delete(jobId);
    await this.sync();
  }

  /** Brings the locks held in line with the jobs running. Never rejects. */
  sync(): Promise<void> {
    this.syncing = this.syncing.then(() => this.reconcile());
    return this.syncing;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wanted.clear();
    await this.syncing;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined); // ending the session drops its locks
  }

  private async reconcile(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      for (const jobId of this.wanted) {
        if (this.held.has(jobId)) continue;
        // try: a sweep of another instance may be testing this very lock for a moment; the next
        // sync takes it then.
        const { rows } = await client.query<{ locked: boolean }>(
          `SELECT pg_try_advisory_lock(${jobLockKey('$1::uuid')}) AS locked`,
          [jobId],
        );
        if (rows[0]?.locked) this.held.add(jobId);
      }
      for (const jobId of this.held) {
        if (this.wanted.has(jobId)) continue;
        await client.query(`SELECT pg_advisory_unlock(${jobLockKey('$1::uuid')})`, [jobId]);
        this.held.delete(jobId);
      }
    } catch (error) {
      // The connection broke mid-way: its 'error'/'end' handler reconnects and locks again.
      this.logger.debug(`Job locks not in line yet: ${(error as Error).message}`);
    }
  }

  private async connect(): Promise<boolean> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'goalcoach-job-locks',
      keepAlive: true, // notice a server that vanished without closing the connection
      connectionTimeoutMillis: 5000,
    });
    // An 'error' without a listener would end the process: the database going away is expected.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
    } catch {
      await client.end().catch(() => undefined);
      return false;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return true;
    }
    this.client = client;
    this.held.clear(); // a new session holds nothing yet
    await this.sync();
    return true;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.held.clear(); // PostgreSQL dropped them with the session
    if (!this.closed) {
      this.logger.warn('Lost the job-locks connection to the database: reconnecting');
      this.reconnectSoon();
    }
  }

  private reconnectSoon(): void {
    if (this.reconnecting) return;
    this.reconnecting = true;
    void (async () => {
      try {
        while (!this.closed && !this.client) {
          await delay(RECONNECT_DELAY_MS);
          if (this.closed) return;
          if (await this.connect()) {
            this.logger.log('Job locks reconnected: the locks of running jobs are held again');
          }
        }
      } finally {
        this.reconnecting = false;
      }
    })();
  }
}
