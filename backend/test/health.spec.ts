import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ShutdownState } from '../src/platform/health/shutdown-state.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

describe('health', () => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: db.url });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('is live while the process runs', async () => {
    const response = await app.get('/api/health/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers', async () => {
    const response = await app.get('/api/health/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('is not ready while the database is unreachable, and ready again after', async () => {
    await db.admin(`ALTER DATABASE ${db.name} WITH ALLOW_CONNECTIONS false`);
    // With a timeout, pg_terminate_backend waits until each connection is really gone.
    await db.admin(
      'SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1',
      [db.name],
    );
    try {
      const response = await app.get('/api/health/ready');
      expect(response.status).toBe(503);
      const body = (await response.json()) as { status: string; error: Record<string, unknown> };
      expect(body.status).toBe('error');
      // The driver's reason names the database and user: it belongs in the log only.
      expect(body.error.database).toEqual({ status: 'down' });

      const live = await app.get('/api/health/live');
      expect(live.status).toBe(200);
    } finally {
      await db.admin(`ALTER DATABASE ${db.name} WITH ALLOW_CONNECTIONS true`);
    }

    const again = await app.get('/api/health/ready');
    expect(again.status).toBe(200);
  });

  it('is not ready once shutdown has begun, but still live', async () => {
    const other = await startTestApp({ DATABASE_URL: db.url });
    try {
      other.app.get(ShutdownState).begin();

      const ready = await other.get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'error',
        error: { app: { status: 'down', message: 'shutting down' } },
      });
      expect((await other.get('/api/health/live')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
