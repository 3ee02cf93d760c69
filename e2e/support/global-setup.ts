import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertNothingListens, startApp, waitUntilReady } from './app-process.js';
import { ADMIN, confirmAdminEmail, INVITE_CODE, signUp } from './accounts.js';
import { startMailCatcher } from './mail-catcher.js';
import { buildRemoteVariant, REDEPLOY_MARKER, VARIANTS_DIR } from './rebuild-remote.js';
import { request } from '@playwright/test';
import { baseURL, e2ePort, repoRoot, WEB_FOLDERS, webRoot } from './environment.js';
import { journeyDatabase } from './journey-postgres.js';

/** Copies the production builds to a folder the journeys may change (the redeploy journey). */
function prepareWebRoot(): void {
  rmSync(webRoot, { recursive: true, force: true });
  for (const folder of WEB_FOLDERS) {
    cpSync(path.join(repoRoot, folder, 'dist'), path.join(webRoot, folder, 'dist'), {
      recursive: true,
    });
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertNothingListens(baseURL);
  prepareWebRoot();
  // The redeploy journey's rebuilt remote is built here, before the app and the browsers
  // compete for the two cores, rather than inside a test.
  process.env.E2E_REDEPLOYED_MF_ADMIN = await buildRemoteVariant('mf-admin', REDEPLOY_MARKER);
  const database = await journeyDatabase();
  // Journeys seed what the API cannot make (e2e/support/seed-database.ts) on the app's database.
  process.env.E2E_DATABASE_URL = database.url;
  const mail = await startMailCatcher();
  process.env.E2E_MAILBOX_URL = mail.mailboxUrl;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'goalcoach-e2e-data-'));
  // As root, embedded PostgreSQL runs as the postgres user, who must be able to enter it.
  chmodSync(dataDir, 0o755);
  const app = startApp({
    PORT: String(e2ePort),
    PUBLIC_URL: baseURL,
    WEB_DIST_ROOT: webRoot,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    FEEDBACK_URL: 'https://feedback.example.test/form',
    INVITE_CODE,
    ADMIN_EMAIL: ADMIN.email,
    // The offline planner, whatever the shell has set: journeys must not reach a real model
    // (and the AI settings journey must not change other journeys' plans).
    OPENAI_API_KEY: undefined,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
  });
  const cleanUp = async () => {
    const code = await app.stop();
    await mail.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(VARIANTS_DIR, { recursive: true, force: true });
    return code;
  };
  try {
    await waitUntilReady(baseURL, app);
    const api = await request.newContext({ baseURL });
    await signUp(api, ADMIN);
    await confirmAdminEmail(api, ADMIN);
    await api.dispose();
  } catch (error) {
    await cleanUp();
    throw error;
  }

  return async () => {
    const code = await cleanUp();
    if (code !== 0)
      throw new Error(`The app did not shut down cleanly (exit ${code}):\n${app.output()}`);
  };
}
