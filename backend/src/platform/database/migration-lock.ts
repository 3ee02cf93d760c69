import pg from 'pg';

/** Any fixed 64-bit number: the key of the advisory lock taken while migrations run. */
const MIGRATION_LOCK_KEY = '7362518392017456123';

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that instances started together (a
 * rolling deploy) run the migrations one after the other instead of racing on the same tables;
 * TypeORM itself takes no lock. The lock lives on its own connection and is released when that
 * connection ends, even if this process dies.
 */
export async function withMigrationLock<T>(
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'goalcoach-migrations',
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}
