import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp, waitUntilReady } from './app-process.js';
import { baseURL, e2ePort, repoRoot, WEB_FOLDERS, webRoot } from './environment.js';
import { createFreshDatabase } from './test-database.js';

/** Copies the production builds to a folder the journeys may change (the redeploy journey). */
function prepareWebRoot(): void {
  rmSync(webRoot, { recursive: true, force: true });
  for (const folder of WEB_FOLDERS) {
    cpSync(path.join(repoRoot, folder, 'dist'), path.join(webRoot, folder, 'dist'), {
      recursive: true,
    });
  }
}

/** A server left over from an interrupted run would answer instead of this build. */
async function assertPortFree(): Promise<void> {
  const answered = await fetch(`${baseURL}/api/health/live`).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new Error(`Something already listens on ${baseURL}; stop it or set E2E_PORT.`);
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortFree();
  prepareWebRoot();
  const database = process.env.DATABASE_URL
    ? await createFreshDatabase(process.env.DATABASE_URL)
    : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'goalcoach-e2e-data-'));
  // As root, embedded PostgreSQL runs as the postgres user, who must be able to enter it.
  chmodSync(dataDir, 0o755);
  const app = startApp({
    PORT: String(e2ePort),
    PUBLIC_URL: baseURL,
    WEB_DIST_ROOT: webRoot,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    FEEDBACK_URL: 'https://feedback.example.test/form',
  });
  await waitUntilReady(baseURL, app);

  return async () => {
    const code = await app.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
    if (code !== 0)
      throw new Error(`The app did not shut down cleanly (exit ${code}):\n${app.output()}`);
  };
}
