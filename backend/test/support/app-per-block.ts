import { afterAll, beforeAll } from '@jest/globals';
import type { Env } from '../../src/platform/config/load-config.js';
import type { Clock } from '../../src/platform/clock/clock.js';
import { type TestApp, startTestApp } from './test-app.js';
import { type TestDatabase, createTestDatabase } from './test-database.js';
import { TEST_INVITE } from './test-users.js';

/**
 * A fresh database and an app on it (taking TEST_INVITE), for the describe block around the
 * call. `env` is read once the block starts, so it may use what an earlier beforeAll set up;
 * `clock`, when given, is the app's (a ManualClock the block moves).
 */
export function appPerBlock(
  env: (db: TestDatabase) => Env = () => ({}),
  { clock }: { clock?: Clock } = {},
): {
  readonly db: TestDatabase;
  readonly app: TestApp;
} {
  const block = {} as { db: TestDatabase; app: TestApp };
  beforeAll(async () => {
    block.db = await createTestDatabase();
    block.app = await startTestApp(
      {
        DATABASE_URL: block.db.url,
        INVITE_CODE: TEST_INVITE,
        ...env(block.db),
      },
      { clock },
    );
  });
  afterAll(async () => {
    await block.app?.close();
    await block.db?.drop();
  });
  return block;
}
