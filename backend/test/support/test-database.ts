import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  /** Runs SQL as the server's admin, outside the test database. */
  admin(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  /** Runs SQL inside the test database. */
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

/** A fresh, empty database on the test server (see global-setup.ts), for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is unset: run through the jest config');

  const name = `goalcoach_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const admin = (sql: string, params?: unknown[]) => runOnce(adminUrl, sql, params);
  await admin(`CREATE DATABASE ${name}`);

  return {
    name,
    url: url.toString(),
    admin,
    query: (sql, params) => runOnce(url.toString(), sql, params),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runOnce(url: string, sql: string, params?: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
