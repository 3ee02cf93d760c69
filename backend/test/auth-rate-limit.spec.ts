import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const MINUTE = 60_000;
const PASSWORD = 'tr0mb0ne-sky';
const INVITE = 'LIMITS';

/** How many answers had each status, e.g. `{ 401: 10, 429: 50 }`. */
function countStatuses(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

describe('rate limits of the account endpoints (counted in PostgreSQL, shared by instances)', () => {
  let db: TestDatabase;
  let app: TestApp;
  let second: TestApp;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));
  /** Every test starts after the windows of the one before have passed. */
  const nextTest = () => clock.advance(2 * 60 * MINUTE);

  const signUp = (email: string) =>
    new ApiClient(app).signUp({ name: 'User', email, password: PASSWORD, inviteCode: INVITE });
  const signedIn = async (email: string) => {
    const client = new ApiClient(app);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, INVITE_CODE: INVITE };
    app = await startTestApp(env, { clock });
    second = await startTestApp(env, { clock });
    await signUp('ada@example.com');
  });

  afterAll(async () => {
    await Promise.all([app.close(), second.close()]);
    await db.drop();
  });

  describe('sign-in', () => {
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
      nextTest();
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

    it('checks only 10 of 60 parallel wrong passwords on one account, on two instances', async () => {
      nextTest();
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          new ApiClient(i % 2 ? second : app).signIn(' Ada@Example.com ', `wrong-${i}`),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 401: 10, 429: 50 });
      for (const response of responses.filter((r) => r.status === 429)) {
        expect(Number(response.headers.get('retry-after'))).toBe(15 * 60);
      }
      // The right password waits like everyone else.
      expect((await new ApiClient(app).signIn('ada@example.com', PASSWORD)).status).toBe(429);
    });

    it('checks only 30 of 40 parallel attempts from one address on different accounts', async () => {
      nextTest();
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          new ApiClient(i % 2 ? second : app).signIn(`parallel${i}@example.com`, 'nope'),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 401: 30, 429: 10 });
    });

    it('takes back the count of a good sign-in and clears the account', async () => {
      nextTest();
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await new ApiClient(app).signIn('ada@example.com', 'wrong')).status).toBe(401);
      }
      expect((await new ApiClient(app).signIn('ada@example.com', PASSWORD)).status).toBe(200);
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await new ApiClient(app).signIn('ada@example.com', 'wrong')).status).toBe(401);
      }
      expect((await new ApiClient(app).signIn('ada@example.com', 'wrong')).status).toBe(429);
    });
  });

  describe('change-password', () => {
    it('checks 5 wrong current passwords per account in 15 minutes, even in parallel', async () => {
      nextTest();
      await signUp('grace@example.com');
      const grace = await signedIn('grace@example.com');
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          grace.post('/api/auth/change-password', {
            currentPassword: `guess-${i}`,
            newPassword: 'n3w-passw0rd',
          }),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 400: 5, 429: 7 });
      const blocked = await grace.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'n3w-passw0rd',
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
      expect(await blocked.json()).toEqual({
        statusCode: 429,
        message: 'Too many password change attempts. Please try again later.',
      });

      clock.advance(15 * MINUTE);
      const changed = await grace.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'n3w-passw0rd',
      });
      expect(changed.status).toBe(200);
    });

    it('checks 20 wrong current passwords per address, whatever the accounts', async () => {
      nextTest();
      const clients: ApiClient[] = [];
      for (let i = 0; i < 5; i++) {
        await signUp(`changer${i}@example.com`);
        clients.push(await signedIn(`changer${i}@example.com`));
      }
      for (const client of clients.slice(0, 4)) {
        for (let attempt = 0; attempt < 5; attempt++) {
          const response = await client.post('/api/auth/change-password', {
            currentPassword: 'not-it',
            newPassword: 'n3w-passw0rd',
          });
          expect(response.status).toBe(400);
        }
      }
      const fifth = clients[4] as ApiClient;
      const blocked = await fifth.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'n3w-passw0rd',
      });
      expect(blocked.status).toBe(429);
    });
  });

  describe('invite code', () => {
    it('counts wrong codes of validate-invite and sign-up together, 10 per hour', async () => {
      nextTest();
      for (let i = 0; i < 6; i++) {
        const response = await new ApiClient(app).post('/api/auth/sign-up', {
          name: 'Guesser',
          email: `guesser${i}@example.com`,
          password: PASSWORD,
          inviteCode: `GUESS-${i}`,
        });
        expect(response.status).toBe(400);
      }
      const parallel = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new ApiClient(i % 2 ? second : app).post('/api/auth/validate-invite', {
            inviteCode: `WRONG-${i}`,
          }),
        ),
      );
      expect(countStatuses(parallel)).toEqual({ 400: 4, 429: 4 });

      // Now the right code waits too, on both endpoints: else guessing would go on there.
      const validate = await new ApiClient(app).post('/api/auth/validate-invite', {
        inviteCode: INVITE,
      });
      expect(validate.status).toBe(429);
      expect(Number(validate.headers.get('retry-after'))).toBe(60 * 60);
      expect(await validate.json()).toEqual({
        statusCode: 429,
        message: 'Too many invite code attempts. Please try again later.',
      });
      const signUpAnswer = await new ApiClient(app).post('/api/auth/sign-up', {
        name: 'Late',
        email: 'late@example.com',
        password: PASSWORD,
        inviteCode: INVITE,
      });
      expect(signUpAnswer.status).toBe(429);
    });

    it('does not count a right code', async () => {
      nextTest();
      for (let i = 0; i < 12; i++) {
        const response = await new ApiClient(app).post('/api/auth/validate-invite', {
          inviteCode: INVITE.toLowerCase(),
        });
        expect(response.status).toBe(200);
      }
      await signUp('right-code@example.com');
    });
  });

  describe('sign-up', () => {
    it('counts sign-ups that make no account, right code or not: 20 an hour per address', async () => {
      nextTest();
      const attempt = (email: string, target: TestApp = app) =>
        new ApiClient(target).post('/api/auth/sign-up', {
          name: 'Prober',
          email,
          password: PASSWORD,
          inviteCode: INVITE,
        });
      // Accounts made take their count back: a family or a class signing up is no prober.
      for (let i = 0; i < 25; i++)
        expect((await attempt(`pupil${i}@example.com`)).status).toBe(201);
      // With the code, each 409 would tell who has an account.
      const probes = await Promise.all(
        Array.from({ length: 24 }, (_, i) => attempt('ada@example.com', i % 2 ? second : app)),
      );
      expect(countStatuses(probes)).toEqual({ 409: 20, 429: 4 });
      const refused = await attempt('newcomer@example.com');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        statusCode: 429,
        message: 'Too many sign-up attempts. Please try again later.',
      });
    });
  });

  describe('the table', () => {
    it('stays small: rows out of their window are deleted', async () => {
      const count = async () =>
        (
          await db.query(
            `SELECT count(*)::int AS total,
                    count(*) FILTER (WHERE expires_at <= $1)::int AS expired
               FROM rate_limit_hits`,
            [clock.now()],
          )
        ).rows[0] as { total: number; expired: number };
      nextTest();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await new ApiClient(app).signIn('ada@example.com', 'wrong')).status).toBe(401);
      }
      expect(await count()).toEqual({ total: 6, expired: 0 });
      nextTest();
      expect((await count()).expired).toBe(6);
      expect((await new ApiClient(app).signIn('ada@example.com', 'wrong')).status).toBe(401);
      expect(await count()).toEqual({ total: 2, expired: 0 });
    });
  });
});
