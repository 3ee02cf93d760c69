import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const HOUR = 60 * 60_000;
/** The invite-code limit: 10 wrong codes per client address and hour. */
const INVITE_LIMIT = 10;

describe('per-address limits behind a reverse proxy (TRUST_PROXY)', () => {
  let db: TestDatabase;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));

  /** A wrong invite code sent through a "proxy" that names the client in X-Forwarded-For. */
  const guess = (app: TestApp, forwardedFor: string) =>
    new ApiClient(app, { 'x-forwarded-for': forwardedFor }).post('/api/auth/validate-invite', {
      inviteCode: 'WRONG',
    });
  const useUpLimit = async (app: TestApp, forwardedFor: string) => {
    for (let i = 0; i < INVITE_LIMIT; i++)
      expect((await guess(app, forwardedFor)).status).toBe(400);
    expect((await guess(app, forwardedFor)).status).toBe(429);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  const withApp = async (env: Record<string, string>, test: (app: TestApp) => Promise<void>) => {
    clock.advance(2 * HOUR); // every app starts with empty counters
    const app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: 'PROXY', ...env },
      { clock },
    );
    try {
      await test(app);
    } finally {
      await app.close();
    }
  };

  it('with TRUST_PROXY naming the proxy, two clients behind it have separate limits', async () => {
    await withApp({ TRUST_PROXY: '127.0.0.1' }, async (app) => {
      await useUpLimit(app, '203.0.113.1');
      expect((await guess(app, '203.0.113.2')).status).toBe(400);
      // A client cannot pose as another: only the address the proxy added is believed.
      expect((await guess(app, '203.0.113.2, 203.0.113.1')).status).toBe(429);
    });
  });

  it('with TRUST_PROXY=true, the first address of X-Forwarded-For is the client', async () => {
    await withApp({ TRUST_PROXY: 'true' }, async (app) => {
      await useUpLimit(app, '198.51.100.7');
      expect((await guess(app, '198.51.100.8')).status).toBe(400);
    });
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: both are one client', async () => {
    await withApp({}, async (app) => {
      await useUpLimit(app, '203.0.113.1');
      expect((await guess(app, '203.0.113.2')).status).toBe(429);
    });
  });

  it('a proxy that is not named is not believed', async () => {
    await withApp({ TRUST_PROXY: '10.0.0.0/8' }, async (app) => {
      await useUpLimit(app, '203.0.113.1');
      expect((await guess(app, '203.0.113.2')).status).toBe(429);
    });
  });
});
