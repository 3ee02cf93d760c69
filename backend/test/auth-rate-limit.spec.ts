import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const MINUTE = 60_000;
const PASSWORD = 'tr0mb0ne-sky';

describe('sign-in rate limits (failures in PostgreSQL, shared by every instance)', () => {
  let db: TestDatabase;
  let app: TestApp;
  let second: TestApp;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, INVITE_CODE: 'LIMITS' };
    app = await startTestApp(env, { clock });
    second = await startTestApp(env, { clock });
    await new ApiClient(app).signUp({
      name: 'Ada',
      email: 'ada@example.com',
      password: PASSWORD,
      inviteCode: 'LIMITS',
    });
  });

  afterAll(async () => {
    await Promise.all([app.close(), second.close()]);
    await db.drop();
  });

  it('allows 10 failures per account in 15 minutes, then 429 with Retry-After', async () => {
    // Half on each instance: they count together.
    for (let attempt = 0; attempt < 10; attempt++) {
      const instance = attempt % 2 ? second : app;
      const response = await new ApiClient(instance).signIn('ada@example.com', 'wrong-one');
      expect(response.status).toBe(401);
    }
    clock.advance(5 * MINUTE);
    const blocked = await new ApiClient(app).signIn('ADA@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(10 * 60));
    expect(await blocked.json()).toEqual({
      statusCode: 429,
      message: 'Too many sign-in attempts. Please try again later.',
    });

    clock.advance(10 * MINUTE);
    expect((await new ApiClient(second).signIn('ada@example.com', PASSWORD)).status).toBe(200);
  });

  it('allows 30 failures per address in 15 minutes, whatever the accounts', async () => {
    clock.advance(20 * MINUTE);
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await new ApiClient(app).signIn(`guess${attempt}@example.com`, 'nope');
      expect(response.status).toBe(401);
    }
    const blocked = await new ApiClient(app).signIn('ada@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    clock.advance(15 * MINUTE);
    expect((await new ApiClient(app).signIn('ada@example.com', PASSWORD)).status).toBe(200);
  });
});
