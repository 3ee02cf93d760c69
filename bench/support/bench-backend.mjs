// The run a bench of the built backend starts with: the backend on a fresh bench database
// (and, for a route bench, its user signed up through the app in TIME_ZONE); the backend and
// the database are stopped after the run, and the backend's output is printed when it fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUp } from './app-client.mjs';
import { benchDatabase } from './database.mjs';
import { BACKEND_MAIN } from './backend-build.mjs';
import { startBenchBackend } from './processes.mjs';

export const TIME_ZONE = 'Europe/Berlin';

/**
 * Resolves to what `work({ database, app, appUrl, dataDir })` resolves to. `options` are
 * startBenchBackend's (inviteCode, serveWeb, env), `main`, the backend to run (BACKEND_MAIN
 * unless given), and `ownDataDir`: the backend stores its files in a temporary folder of the
 * run's own (`dataDir`), deleted after it.
 */
export async function withBenchBackend(
  { main = BACKEND_MAIN, ownDataDir = false, ...options },
  work,
) {
  const dataDir = ownDataDir
    ? mkdtempSync(path.join(tmpdir(), 'goalcoach-bench-data-'))
    : undefined;
  try {
    const database = await benchDatabase();
    let app;
    try {
      const backend = await startBenchBackend(main, {
        ...options,
        databaseUrl: database.url,
        dataDir,
      });
      app = backend.app;
      return await work({ database, app, appUrl: backend.url, dataDir });
    } catch (error) {
      if (app) console.error(`backend output:\n${app.output()}`);
      throw error;
    } finally {
      await app?.stop();
      await database.stop();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * withBenchBackend with the bench user `name` signed up: `work` also gets its `userId` and
 * session `cookie`, and `signUpAs(name)` to sign up another user alike.
 */
export function withSignedInBackend({ name, ...options }, work) {
  return withBenchBackend(options, async (backend) => {
    const signUpAs = (userName) =>
      signUp(backend.appUrl, {
        inviteCode: options.inviteCode,
        name: userName,
        timeZone: TIME_ZONE,
      });
    const { userId, cookie } = await signUpAs(name);
    return work({ ...backend, userId, cookie, signUpAs });
  });
}
