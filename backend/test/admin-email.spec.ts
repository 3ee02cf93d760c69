import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SessionUser } from '@goalcoach/contracts';
import { BackgroundTasks } from '../src/auth/background/background-tasks.js';
import { hashToken } from '../src/auth/sessions/opaque-token.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient, json } from './support/api-client.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const PUBLIC_URL = 'https://coach.example.com';
const INVITE = 'ADMIN-TEST';
const PASSWORD = 'tr0mb0ne-sky';
const ADMIN_EMAIL = 'Admin@Example.com';
const LINK = /https:\/\/coach\.example\.com\/verify-admin-email\?token=([A-Za-z0-9_-]{43})/;
const HOUR = 60 * 60_000;
/** SMTP lower-cases the domain of the envelope's recipient; the mailbox is what counts here. */
const lower = (address: string) => address.toLowerCase();

describe('ADMIN_EMAIL grants admin only through a link mailed to that address', () => {
  let db: TestDatabase;
  let smtp: SmtpSink;
  let app: TestApp;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));

  const start = () =>
    startTestApp(
      {
        DATABASE_URL: db.url,
        INVITE_CODE: INVITE,
        ADMIN_EMAIL,
        PUBLIC_URL,
        SMTP_URL: smtp.url,
      },
      { clock },
    );
  /** Stops the app and starts it again on the same database (a restart or a deploy). */
  const restart = async () => {
    await app.close();
    app = await start();
    await app.app.get(BackgroundTasks).idle();
  };
  const settled = () => app.app.get(BackgroundTasks).idle();
  const adminLinks = () => smtp.mails.filter((mail) => LINK.test(mail.body));
  const tokenOf = (mail: { body: string } | undefined) => LINK.exec(mail?.body ?? '')?.[1] ?? '';
  const signUp = (client: ApiClient, email: string) =>
    client.signUp({ name: 'Someone', email, password: PASSWORD, inviteCode: INVITE });
  const whoAmI = async (client: ApiClient) =>
    (await (await client.get('/api/auth/user')).json()) as SessionUser;
  const confirm = (client: ApiClient, token: string) =>
    client.post('/api/auth/verify-admin-email', { token });
  const signedIn = async (email: string) => {
    const client = new ApiClient(app);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpSink();
    app = await start();
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
    await db.drop();
  });

  it('does not make the first account an admin when ADMIN_EMAIL is set', async () => {
    const first = await signUp(new ApiClient(app), 'first@example.com');
    expect(first.isAdmin).toBe(false);
  });

  describe('a user who changes their e-mail to ADMIN_EMAIL in another case', () => {
    let mallory: ApiClient;

    it('is not an admin, and the link goes to that address, not to them', async () => {
      mallory = new ApiClient(app);
      await signUp(mallory, 'mallory@example.com');
      const changed = await mallory.patch('/api/auth/profile', {
        name: 'Mallory',
        email: ' ADMIN@example.COM ',
        timeZone: 'UTC',
      });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({ email: 'ADMIN@example.COM', isAdmin: false });
      await settled();
      expect(adminLinks().map((mail) => mail.to.map(lower))).toEqual([['admin@example.com']]);
      expect((await mallory.get('/api/admin/invite-code')).status).toBe(403);
    });

    it('is still not an admin after a restart, and gets no second link while one is valid', async () => {
      await restart();
      mallory = await signedIn('admin@example.com');
      expect(await whoAmI(mallory)).toMatchObject({ isAdmin: false });
      expect((await mallory.get('/api/admin/invite-code')).status).toBe(403);
      expect(adminLinks()).toHaveLength(1);
    });

    it('gets a new link at a start once the last one has expired', async () => {
      clock.advance(25 * HOUR);
      await restart();
      expect(adminLinks()).toHaveLength(2);
      const stored = await db.query(
        'SELECT email, token_hash, expires_at FROM admin_email_verifications ORDER BY created_at',
      );
      const token = tokenOf(adminLinks()[1]);
      expect(stored.rows[1]).toEqual({
        email: 'admin@example.com',
        token_hash: hashToken(token),
        expires_at: new Date(clock.now().getTime() + 24 * HOUR),
      });
      expect(JSON.stringify(stored.rows)).not.toContain(token);
    });

    it('cannot use a link for an address they no longer have', async () => {
      mallory = await signedIn('admin@example.com');
      const token = tokenOf(adminLinks()[1]);
      const away = await mallory.patch('/api/auth/profile', {
        name: 'Mallory',
        email: 'mallory@example.com',
        timeZone: 'UTC',
      });
      expect(away.status).toBe(200);
      const refused = await confirm(mallory, token);
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({
        message:
          'This link is invalid or has expired, or your address is no longer the one it was sent to.',
      });
      expect(await whoAmI(mallory)).toMatchObject({ isAdmin: false });
    });
  });

  describe('a sign-up with ADMIN_EMAIL', () => {
    let admin: ApiClient;
    let token: string;

    it('is not taken by a look-alike (admİn, which lower() in PostgreSQL reads as admin)', async () => {
      const before = adminLinks().length;
      const lookAlike = await signUp(new ApiClient(app), 'admİn@example.com');
      expect(lookAlike.isAdmin).toBe(false);
      await settled();
      expect(adminLinks()).toHaveLength(before);
      // The sign-up below, with the real address, is not refused as taken.
    });

    it('is not an admin; a link is mailed to the address', async () => {
      const before = adminLinks().length;
      admin = new ApiClient(app);
      const created = await signUp(admin, 'admin@EXAMPLE.com');
      expect(created.isAdmin).toBe(false);
      expect((await admin.get('/api/admin/invite-code')).status).toBe(403);
      await settled();
      const mail = adminLinks()[before];
      expect(mail?.to.map(lower)).toEqual(['admin@example.com']);
      expect(mail?.body).toContain('Confirm only if you created this account yourself');
      token = tokenOf(mail);
    });

    it('is changed by nothing but a signed-in POST of that account', async () => {
      // Mail scanners open links: a GET changes nothing (there is no such route).
      expect(
        (await new ApiClient(app).get(`/api/auth/verify-admin-email?token=${token}`)).status,
      ).toBe(404);
      const anonymous = await confirm(new ApiClient(app), token);
      expect(anonymous.status).toBe(401);
      const someoneElse = await confirm(await signedIn('first@example.com'), token);
      expect(someoneElse.status).toBe(403);
      expect(await json(someoneElse)).toMatchObject({
        message:
          'This link belongs to another account. Sign in with the address it was sent to, then open it again.',
      });
      const { rows } = await db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
      expect(rows[0].n).toBe(0);
    });

    it('becomes the admin when the account confirms the link, once', async () => {
      const confirmed = await confirm(admin, token);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ email: 'admin@EXAMPLE.com', isAdmin: true });
      expect((await admin.get('/api/admin/invite-code')).status).toBe(200);
      expect((await confirm(admin, token)).status).toBe(400);
    });

    it('stays the admin across restarts, with no further mail', async () => {
      const before = adminLinks().length;
      await restart();
      const again = await signedIn('Admin@Example.com');
      expect(await whoAmI(again)).toMatchObject({ isAdmin: true });
      expect(adminLinks()).toHaveLength(before);
    });
  });
});
