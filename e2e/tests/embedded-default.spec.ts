import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  assertNothingListens,
  startApp,
  waitUntilReady,
  type AppProcess,
} from '../support/app-process.js';

const port = Number(process.env.E2E_EMBEDDED_PORT ?? 3117);
const url = `http://127.0.0.1:${port}`;

test.describe('the app on its embedded defaults', () => {
  test.setTimeout(120_000);

  test('boots on embedded PostgreSQL, serves the app, stops cleanly and keeps its data', async ({
    page,
  }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'goalcoach-embedded-'));
    // As root, embedded PostgreSQL runs as the postgres user, who must be able to enter it.
    chmodSync(dataDir, 0o755);
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
    };
    const started: AppProcess[] = [];
    await assertNothingListens(url);
    try {
      const first = startApp(env);
      started.push(first);
      await waitUntilReady(url, first);
      expect(first.output()).toContain(`running at http://localhost:${port}`);
      const installation = /"installationId":"([0-9a-f-]{36})"/.exec(first.output())?.[1];
      expect(installation).toBeDefined();
      await page.goto(url);
      await expect(page.getByTestId('landing-page')).toBeVisible();
      expect(first.output()).toMatch(/Invite code: [A-Z0-9-]+/);
      expect(await first.stop()).toBe(0);

      const second = startApp(env);
      started.push(second);
      await waitUntilReady(url, second);
      expect(second.output()).toContain(`"installationId":"${installation}"`);
      expect(await second.stop()).toBe(0);
    } finally {
      // Stop before deleting: PostgreSQL must not lose its folder while it runs.
      await Promise.all(started.map((app) => app.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
