import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import type { SessionUser } from '@goalcoach/contracts';
import { CurrentUser } from '../src/auth/guard/current-user.decorator.js';
import { hashToken } from '../src/auth/sessions/opaque-token.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import type { UserEntity } from '../src/users/user.entity.js';
import { ApiClient, json } from './support/api-client.js';
import { type CapturedLogs, type TestApp, captureLogs, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const INVITE = 'WELCOME-2025';
const PASSWORD = 'tr0mb0ne-sky';

/** Only for these tests: a route with no @Public(), so the guard applies. */
@Controller('test')
class ProtectedTestController {
  @Get('whoami')
  whoami(@CurrentUser() user: UserEntity): { id: string } {
    return { id: user.id };
  }
}

@Module({ controllers: [ProtectedTestController] })
class ProtectedTestModule {}

describe('auth', () => {
  let db: TestDatabase;
  let app: TestApp;
  let logs: CapturedLogs;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));
  let ada: ApiClient;
  let adaUser: SessionUser;

  const client = () => new ApiClient(app, { 'user-agent': 'jest-client/1.0' });
  const signUpBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: PASSWORD,
    inviteCode: INVITE,
    timeZone: 'Europe/London',
    ...overrides,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    logs = captureLogs();
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: INVITE },
      { extraModules: [ProtectedTestModule], clock, ...logs.options },
    );
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  describe('validate-invite', () => {
    it('accepts the current code, trimmed and in any case', async () => {
      for (const inviteCode of [INVITE, ' welcome-2025 ']) {
        const response = await client().post('/api/auth/validate-invite', { inviteCode });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ valid: true });
      }
    });

    it("answers 400 'Invalid invite code' to any other", async () => {
      const response = await client().post('/api/auth/validate-invite', { inviteCode: 'NOPE' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, message: 'Invalid invite code' });
    });
  });

  describe('sign-up', () => {
    it('refuses a wrong invite code and creates nothing', async () => {
      const response = await client().post(
        '/api/auth/sign-up',
        signUpBody({ inviteCode: 'GUESS' }),
      );
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: 'Invalid invite code' });
      expect((await db.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
    });

    it("refuses a short password with the form's message, and a common one", async () => {
      const short = await client().post('/api/auth/sign-up', signUpBody({ password: '12345' }));
      expect(short.status).toBe(400);
      expect(await json(short)).toMatchObject({
        message: 'Password must be at least 6 characters',
      });
      const common = await client().post(
        '/api/auth/sign-up',
        signUpBody({ password: 'Qwerty123' }),
      );
      expect(common.status).toBe(400);
      expect(await json(common)).toMatchObject({
        message: 'This password is too common. Choose one that is harder to guess.',
      });
    });

    it('refuses a time zone that is not IANA, a bad e-mail and a blank name', async () => {
      const response = await client().post(
        '/api/auth/sign-up',
        signUpBody({ timeZone: 'Mars/Olympus', email: 'not-an-email', name: '   ' }),
      );
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual(
        expect.arrayContaining([
          'Name is required',
          'Please enter a valid email address',
          'Time zone must be an IANA time zone such as Europe/Berlin',
        ]),
      );
    });

    it('refuses isAdmin, userId and id in the payload', async () => {
      const response = await client().post(
        '/api/auth/sign-up',
        signUpBody({ isAdmin: true, userId: 'x', id: 'y' }),
      );
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual([
        'property isAdmin should not exist',
        'property userId should not exist',
        'property id should not exist',
      ]);
    });

    it('creates the first account as the admin, signed in, with a safe session cookie', async () => {
      ada = client();
      const response = await ada.post('/api/auth/sign-up', signUpBody());
      expect(response.status).toBe(201);
      adaUser = (await response.json()) as SessionUser;
      expect(adaUser).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        isAdmin: true,
        timeZone: 'Europe/London',
        // London is on UTC in March until its summer time starts (the 30th in 2025).
        zoneOffset: { minutes: 0, until: '2025-03-02T09:00:00.000Z' },
      });

      const cookie = ada.lastSetCookie ?? '';
      expect(cookie).toMatch(/^gc_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Secure/); // PUBLIC_URL is http here
      const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
      expect(expires).toBe(clock.now().getTime() + 30 * 24 * 3600_000);

      // A readable hint that this browser is signed in: no token, same lifetime.
      const hint = ada.lastSetCookies.find((c) => c.startsWith('gc_signed_in=')) ?? '';
      expect(hint).toMatch(/^gc_signed_in=1;/);
      expect(hint).not.toMatch(/HttpOnly/);
      expect(Date.parse(/Expires=([^;]+)/.exec(hint)?.[1] ?? '')).toBe(expires);

      expect(await ada.userStatus()).toBe(200);
      const me = await ada.get('/api/auth/user');
      expect(await me.json()).toEqual(adaUser);
    });

    it('stores an argon2id hash and only the SHA-256 of the session token', async () => {
      const user = await db.query('SELECT password_hash FROM users WHERE id = $1', [adaUser.id]);
      expect(user.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const sessions = await db.query(
        'SELECT token_hash, user_agent, expires_at, created_at FROM sessions WHERE user_id = $1',
        [adaUser.id],
      );
      expect(sessions.rows).toHaveLength(1);
      expect(sessions.rows[0].token_hash).toBe(hashToken(ada.token ?? ''));
      expect(sessions.rows[0].token_hash).not.toContain(ada.token);
      expect(sessions.rows[0].user_agent).toBe('jest-client/1.0');
    });

    it('makes later accounts plain users and uses UTC without a time zone', async () => {
      const grace = await client().signUp(
        signUpBody({ name: 'Grace', email: 'grace@example.com', timeZone: undefined }),
      );
      expect(grace).toMatchObject({ isAdmin: false, timeZone: 'UTC' });
    });

    it('answers 409 to an e-mail taken in any case, after checking the invite code', async () => {
      const taken = await client().post(
        '/api/auth/sign-up',
        signUpBody({ email: 'ADA@Example.com' }),
      );
      expect(taken.status).toBe(409);
      expect(await json(taken)).toMatchObject({
        message: 'An account with this email already exists',
      });
      const badInvite = await client().post(
        '/api/auth/sign-up',
        signUpBody({ email: 'ada@example.com', inviteCode: 'WRONG' }),
      );
      expect(badInvite.status).toBe(400);
    });
  });

  describe('the guard', () => {
    it('answers 401 to a protected route without a session, or with a made-up one', async () => {
      const anonymous = client();
      expect(await anonymous.userStatus()).toBe(401);
      const response = await anonymous.get('/api/test/whoami');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ statusCode: 401, message: 'Not signed in' });
      anonymous.token = 'x'.repeat(43);
      expect((await anonymous.get('/api/test/whoami')).status).toBe(401);
    });

    it('lets a signed-in user through and tells the route who it is', async () => {
      const response = await ada.get('/api/test/whoami');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: adaUser.id });
    });

    it('leaves health, config and the federation manifest public', async () => {
      for (const path of ['/api/health/live', '/api/config', '/api/federation/manifest']) {
        expect((await client().get(path)).status).toBe(200);
      }
    });
  });

  describe('sign-in', () => {
    it('answers the same to an unknown e-mail and a wrong password', async () => {
      const unknown = await client().signIn('nobody@example.com', PASSWORD);
      const wrong = await client().signIn('ada@example.com', 'wrong-password');
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      const expected = { statusCode: 401, message: 'Invalid email or password' };
      expect(await unknown.json()).toEqual(expected);
      expect(await wrong.json()).toEqual(expected);
    });

    it('takes about as long for an unknown e-mail as for a wrong password', async () => {
      const time = async (email: string) => {
        const started = performance.now();
        await (await client().signIn(email, 'wrong-password')).text();
        return performance.now() - started;
      };
      await time('warm-up@example.com');
      const unknown = Math.min(await time('nobody@example.com'), await time('none@example.com'));
      const wrong = Math.min(await time('grace@example.com'), await time('grace@example.com'));
      expect(unknown).toBeGreaterThan(wrong * 0.5);
      expect(wrong).toBeGreaterThan(unknown * 0.5);
    });

    it('signs in with any case of the e-mail and rotates the session', async () => {
      const device = client();
      const first = await device.signIn('ADA@example.com', PASSWORD);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual(adaUser);
      const firstToken = device.token;

      const second = await device.signIn('ada@example.com', PASSWORD);
      expect(second.status).toBe(200);
      expect(device.token).toBeDefined();
      expect(device.token).not.toBe(firstToken);

      // The replaced token signs nobody in any more.
      const stale = client();
      stale.token = firstToken;
      expect(await stale.userStatus()).toBe(401);
      expect(await device.userStatus()).toBe(200);
    });

    it('refuses isAdmin in the payload', async () => {
      const response = await client().post('/api/auth/sign-in', {
        email: 'ada@example.com',
        password: PASSWORD,
        isAdmin: true,
      });
      expect(response.status).toBe(400);
    });
  });

  describe('sign-out', () => {
    it('revokes the session on the server and clears the cookie', async () => {
      const device = client();
      await device.signIn('grace@example.com', PASSWORD);
      const token = device.token;
      const response = await device.post('/api/auth/sign-out');
      expect(response.status).toBe(200);
      expect(device.lastSetCookie).toMatch(/^gc_session=;.*Expires=Thu, 01 Jan 1970/);
      expect(device.lastSetCookies).toContainEqual(
        expect.stringMatching(/^gc_signed_in=;.*Expires=Thu, 01 Jan 1970/),
      );
      expect(device.token).toBeUndefined();

      const replay = client();
      replay.token = token;
      expect(await replay.userStatus()).toBe(401);
      const rows = await db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [
        hashToken(token ?? ''),
      ]);
      expect(rows.rowCount).toBe(0);
    });

    it('is harmless without a session', async () => {
      expect((await client().post('/api/auth/sign-out')).status).toBe(200);
    });
  });

  describe('profile', () => {
    it('updates name, e-mail and time zone', async () => {
      const response = await ada.patch('/api/auth/profile', {
        name: ' Ada King ',
        email: 'ada.king@example.com',
        timeZone: 'America/New_York',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ...adaUser,
        name: 'Ada King',
        email: 'ada.king@example.com',
        timeZone: 'America/New_York',
        // The new zone's offset, not the old one's.
        zoneOffset: { minutes: -300, until: '2025-03-02T09:00:00.000Z' },
      });
      expect(await (await ada.get('/api/auth/user')).json()).toMatchObject({ name: 'Ada King' });
    });

    it('takes a payload of name and e-mail only, and leaves the time zone as it is', async () => {
      const response = await ada.patch('/api/auth/profile', {
        name: 'Ada K.',
        email: 'ada.king@example.com',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        name: 'Ada K.',
        email: 'ada.king@example.com',
        timeZone: 'America/New_York',
      });
      const nullZone = await ada.patch('/api/auth/profile', {
        name: 'Ada K.',
        email: 'ada.king@example.com',
        timeZone: null,
      });
      expect(nullZone.status).toBe(400);
    });

    it('refuses an e-mail of another account, a bad time zone, and isAdmin', async () => {
      const taken = await ada.patch('/api/auth/profile', {
        name: 'Ada',
        email: 'GRACE@example.com',
        timeZone: 'UTC',
      });
      expect(taken.status).toBe(409);
      const badZone = await ada.patch('/api/auth/profile', {
        name: 'Ada',
        email: 'ada.king@example.com',
        timeZone: 'Nowhere',
      });
      expect(badZone.status).toBe(400);
      const escalation = await client();
      await escalation.signIn('grace@example.com', PASSWORD);
      const response = await escalation.patch('/api/auth/profile', {
        name: 'Grace',
        email: 'grace@example.com',
        timeZone: 'UTC',
        isAdmin: true,
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: 'property isAdmin should not exist' });
      expect(await (await escalation.get('/api/auth/user')).json()).toMatchObject({
        isAdmin: false,
      });
    });

    it('answers 401 when signed out', async () => {
      const response = await client().patch('/api/auth/profile', {
        name: 'X',
        email: 'x@example.com',
        timeZone: 'UTC',
      });
      expect(response.status).toBe(401);
    });
  });

  describe('change-password', () => {
    it("refuses a wrong current password and a short new one with the form's message", async () => {
      const wrong = await ada.post('/api/auth/change-password', {
        currentPassword: 'not-it',
        newPassword: 'n3w-passw0rd',
      });
      expect(wrong.status).toBe(400);
      expect(await json(wrong)).toMatchObject({ message: 'Current password is incorrect' });
      const short = await ada.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'abc',
      });
      expect(short.status).toBe(400);
      expect(await json(short)).toMatchObject({
        message: 'New password must be at least 6 characters long.',
      });
      const common = await ada.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'iloveyou',
      });
      expect(common.status).toBe(400);
    });

    it('changes it, keeps this device signed in (rotated) and signs out the others', async () => {
      const other = client();
      await other.signIn('ada.king@example.com', PASSWORD);
      expect(await other.userStatus()).toBe(200);
      const before = ada.token;

      const response = await ada.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'n3w-passw0rd',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        message: 'Your password has been updated successfully.',
      });
      expect(ada.token).not.toBe(before);
      expect(await ada.userStatus()).toBe(200);
      expect(await other.userStatus()).toBe(401);

      expect((await client().signIn('ada.king@example.com', PASSWORD)).status).toBe(401);
      expect((await client().signIn('ada.king@example.com', 'n3w-passw0rd')).status).toBe(200);
    });

    it('tells the account by mail (dev outbox without SMTP, link in the log)', async () => {
      const mail = await waitForRow(() =>
        db.query('SELECT * FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2', [
          'ada.king@example.com',
          '%password was changed%',
        ]),
      );
      expect(mail.text_body).toContain('was just changed');
      expect(mail.html_body).toContain('<p>');
      await logs.waitFor((line) => String(line.msg).includes('kept in the dev outbox'));
    });

    it('answers 401 when signed out', async () => {
      const response = await client().post('/api/auth/change-password', {
        currentPassword: 'a',
        newPassword: 'bbbbbbbb',
      });
      expect(response.status).toBe(401);
    });
  });

  describe('forgot-password without SMTP', () => {
    it('answers the same whether or not the account exists, and keeps the mail', async () => {
      const known = await client().post('/api/auth/forgot-password', {
        email: 'grace@example.com',
      });
      const unknown = await client().post('/api/auth/forgot-password', {
        email: 'ghost@example.com',
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());

      const mail = await waitForRow(() =>
        db.query('SELECT * FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2', [
          'grace@example.com',
          '%Reset%',
        ]),
      );
      expect(mail.text_body).toContain(`${app.config.publicUrl}/reset-password?token=`);
      const logged = await logs.waitFor(
        (line) => Array.isArray(line.links) && String(line.links[0]).includes('reset-password'),
      );
      expect(logged.links).toEqual([expect.stringContaining(app.config.publicUrl)]);
      const ghost = await db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [
        'ghost@example.com',
      ]);
      expect(ghost.rowCount).toBe(0);
    });
  });

  describe('e-mail addresses: trimmed, compared without case, unique', () => {
    it('stores a new address trimmed and finds it in any case, spaces around or not', async () => {
      const linus = await client().signUp(
        signUpBody({ name: 'Linus', email: '  Linus@Example.com ' }),
      );
      expect(linus.email).toBe('Linus@Example.com');
      expect((await client().signIn('  LINUS@example.COM ', PASSWORD)).status).toBe(200);
      const taken = await client().post(
        '/api/auth/sign-up',
        signUpBody({ email: ' linus@EXAMPLE.com' }),
      );
      expect(taken.status).toBe(409);
    });

    it('refuses a profile change to an address taken in another case, spaces around', async () => {
      const grace = client();
      await grace.signIn('grace@example.com', PASSWORD);
      const taken = await grace.patch('/api/auth/profile', {
        name: 'Grace',
        email: ' LINUS@example.com ',
        timeZone: 'UTC',
      });
      expect(taken.status).toBe(409);
    });

    it('compares by one key: an address PostgreSQL lower() would match (İ) is not the account', async () => {
      // lower('lİnus') is 'linus' in PostgreSQL; in JavaScript it keeps a combining dot.
      const impostor = await client().signIn('lİnus@example.com', PASSWORD);
      expect(impostor.status).toBe(401);
      const stored = await db.query(
        "SELECT email, email_key FROM users WHERE email_key = 'linus@example.com'",
      );
      expect(stored.rows).toEqual([{ email: 'Linus@Example.com', email_key: 'linus@example.com' }]);
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing call from another origin', async () => {
      const response = await client().post(
        '/api/auth/sign-in',
        { email: 'grace@example.com', password: PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        statusCode: 403,
        message: 'Cross-site request refused',
      });
    });

    it('accepts our own origin', async () => {
      const response = await client().post(
        '/api/auth/validate-invite',
        { inviteCode: INVITE },
        { origin: new URL(app.config.publicUrl).origin },
      );
      expect(response.status).toBe(200);
    });

    it('refuses what an HTML form can send (text/plain, urlencoded)', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await app.get('/api/auth/sign-out', {
          method: 'POST',
          headers: { 'content-type': type, cookie: `gc_session=${ada.token}` },
          body: 'a=b',
        });
        expect(response.status).toBe(415);
      }
      expect(await ada.userStatus()).toBe(200);
    });
  });
});

async function waitForRow(
  query: () => Promise<{ rows: Record<string, string>[] }>,
): Promise<Record<string, string>> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await query();
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('row never appeared');
}
