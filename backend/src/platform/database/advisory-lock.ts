import pg from 'pg';

export interface AdvisoryLock {
  /** Any fixed 64-bit number, one per kind of work. */
  key: string;
  /** Shown in pg_stat_activity while the lock is held or awaited. */
  applicationName: string;
}

/** Migrations: instances started together (a rolling deploy) run them one after the other. */
export const MIGRATIONS_LOCK: AdvisoryLock = {
  key: '7362518392017456123',
  applicationName: 'goalcoach-migrations',
};

/** Job queue setup: pg-boss deadlocks when instances create the same queue at once. */
export const JOB_QUEUES_LOCK: AdvisoryLock = {
  key: '7362518392017456124',
  applicationName: 'goalcoach-job-queues',
};

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that instances started together do
 * it one after the other instead of racing on the same tables (neither TypeORM's migrations nor
 * pg-boss's queue creation take one). The lock lives on its own connection and is released
 * when that connection ends, even if this process dies.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string,
  lock: AdvisoryLock,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: lock.applicationName,
  });
  // Without a listener, the database going away mid-work would end the process; the pending
  // query rejects anyway, and the caller hears of it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock.key]);
    return await work();
  } finally {
    await client.end();
  }
}
