import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './environment.js';
import { createFreshDatabase } from './test-database.js';

type EmbeddedServer = { adminUrl: string; stop: () => Promise<void> };
type EmbeddedModule = {
  startEmbeddedPostgres: (options: {
    dataDir: string;
    database: string;
    log: { info: () => void; warn: (message: string) => void; debug: () => void };
  }) => Promise<EmbeddedServer>;
};

/**
 * The journeys' database: a fresh one on DATABASE_URL's server, else on an embedded server of
 * their own (the app's built code), so journeys can seed what the API cannot make (a habit
 * created weeks ago). The embedded-default journey still boots the app on its own default.
 */
export async function journeyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return createFreshDatabase(process.env.DATABASE_URL);
  const folder = mkdtempSync(path.join(tmpdir(), 'goalcoach-e2e-postgres-'));
  chmodSync(folder, 0o755); // as root, PostgreSQL runs as "postgres", which must enter it
  const modulePath = path.join(repoRoot, 'backend/dist/platform/database/embedded-postgres.js');
  const { startEmbeddedPostgres } = (await import(
    pathToFileURL(modulePath).href
  )) as EmbeddedModule;
  const server = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'data'),
    database: 'postgres',
    log: { info: () => undefined, warn: console.warn, debug: () => undefined },
  });
  const database = await createFreshDatabase(server.adminUrl);
  return {
    url: database.url,
    drop: async () => {
      await database.drop();
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
