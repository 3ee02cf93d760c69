import { chmod, mkdtemp } from 'node:fs/promises';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Integration tests need a PostgreSQL server: DATABASE_URL when set, else an embedded one (the
 * application's own code) in a temporary folder for this run. Each test file then creates and
 * drops its own database on it (test/support/test-database.ts).
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  register('./support/typescript-loader.mjs', import.meta.url);
  const { startEmbeddedPostgres } = await import('../src/platform/database/embedded-postgres.ts');

  const folder = await mkdtemp(path.join(tmpdir(), 'goalcoach-test-postgres-'));
  await chmod(folder, 0o755); // as root, PostgreSQL runs as "postgres", which must enter it
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'data'),
    database: 'postgres',
    log: { info: () => undefined, warn: console.warn, debug: () => undefined },
  });
  globalThis.embeddedTestServer = { postgres, folder };
  process.env.TEST_ADMIN_DATABASE_URL = postgres.adminUrl;
}
