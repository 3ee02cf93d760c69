import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = 'tr0mb0ne-sky';

describe('session lifetime (with a clock the test moves)', () => {
  let db: TestDatabase;
  let app: TestApp;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: 'LIFETIME', PUBLIC_URL: 'https://coach.example.com' },
      { clock },
    );
    await new ApiClient(app).signUp({
      name: 'Ada',
      email: 'ada@example.com',
      password: PASSWORD,
      inviteCode: 'LIFETIME',
    });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const signedIn = async () => {
    const client = new ApiClient(app);
    expect((await client.signIn('ada@example.com', PASSWORD)).status).toBe(200);
    return client;
  };
  const lastUsed = async (client: ApiClient) => {
    const { rows } = await db.query(
      "SELECT last_used_at FROM sessions WHERE token_hash = encode(sha256($1::bytea), 'hex')",
      [client.token],
    );
    return (rows[0]?.last_used_at as Date | undefined)?.toISOString();
  };

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const client = await signedIn();
    expect(client.lastSetCookie).toMatch(/; Secure/);
  });

  it('records use at most once a minute', async () => {
    const client = await signedIn();
    const created = await lastUsed(client);
    clock.advance(30_000);
    expect(await client.userStatus()).toBe(200);
    expect(await lastUsed(client)).toBe(created);
    clock.advance(31_000);
    expect(await client.userStatus()).toBe(200);
    expect(await lastUsed(client)).toBe(clock.now().toISOString());
  });

  it('ends after 7 idle days', async () => {
    const client = await signedIn();
    clock.advance(7 * DAY - MINUTE);
    expect(await client.userStatus()).toBe(200); // used again: the idle time starts over
    clock.advance(7 * DAY - MINUTE);
    expect(await client.userStatus()).toBe(200);
    clock.advance(7 * DAY);
    expect(await client.userStatus()).toBe(401);
  });

  it('ends 30 days after sign-in even when used every day', async () => {
    const client = await signedIn();
    for (let day = 1; day < 30; day++) {
      clock.advance(DAY);
      expect(await client.userStatus()).toBe(200);
    }
    clock.advance(DAY);
    expect(await client.userStatus()).toBe(401);
    // The dead session is gone from the table.
    expect(await lastUsed(client)).toBeUndefined();
  });
});
