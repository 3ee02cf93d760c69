import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient, json } from './support/api-client.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const PUBLIC_URL = 'https://coach.example.com';
const PASSWORD = 'tr0mb0ne-sky';
const LINK = /https:\/\/coach\.example\.com\/reset-password\?token=([A-Za-z0-9_-]{43})/;

describe('password reset over real SMTP', () => {
  let db: TestDatabase;
  let app: TestApp;
  let smtp: SmtpSink;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpSink();
    app = await startTestApp(
      {
        DATABASE_URL: db.url,
        INVITE_CODE: 'RESET',
        PUBLIC_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Coach <coach@example.com>',
      },
      { clock },
    );
    await new ApiClient(app).signUp({
      name: 'Ada',
      email: 'ada@example.com',
      password: PASSWORD,
      inviteCode: 'RESET',
    });
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
    await db.drop();
  });

  /** Asks for a reset (with a forged Host) and returns the token of the mail that arrives. */
  const requestLink = async (): Promise<string> => {
    const before = smtp.mails.length;
    const response = await new ApiClient(app).post(
      '/api/auth/forgot-password',
      { email: 'ADA@example.com' },
      { host: 'evil.example' },
    );
    expect(response.status).toBe(200);
    const mail = await smtp.waitFor(
      (candidate) => smtp.mails.indexOf(candidate) >= before && LINK.test(candidate.body),
    );
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.body).toContain('From: Coach <coach@example.com>');
    expect(mail.body).not.toContain('evil.example');
    return LINK.exec(mail.body)?.[1] ?? '';
  };

  it('mails a link built from PUBLIC_URL that resets once and signs out every session', async () => {
    const device = new ApiClient(app);
    await device.signIn('ada@example.com', PASSWORD);
    expect(await device.userStatus()).toBe(200);

    const token = await requestLink();
    const stored = await db.query('SELECT token_hash, expires_at FROM password_reset_tokens');
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    expect((stored.rows[0].expires_at as Date).getTime()).toBe(clock.now().getTime() + 3600_000);

    const reset = await new ApiClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'fresh-start-42',
    });
    expect(reset.status).toBe(200);
    expect(await device.userStatus()).toBe(401);
    expect((await new ApiClient(app).signIn('ada@example.com', PASSWORD)).status).toBe(401);
    expect((await new ApiClient(app).signIn('ada@example.com', 'fresh-start-42')).status).toBe(200);
    await smtp.waitFor((mail) => mail.body.includes('Your GoalCoach password was changed'));

    const again = await new ApiClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'another-one-43',
    });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('expires after 60 minutes', async () => {
    const token = await requestLink();
    clock.advance(60 * 60_000);
    const response = await new ApiClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'too-late-4444',
    });
    expect(response.status).toBe(400);
  });

  it("refuses a short or common new password with the form's message, keeping the token", async () => {
    const token = await requestLink();
    const short = await new ApiClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'abc',
    });
    expect(short.status).toBe(400);
    expect(await json(short)).toMatchObject({ message: 'Password must be at least 6 characters' });
    const common = await new ApiClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'password1',
    });
    expect(common.status).toBe(400);
    const ok = await new ApiClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'finally-good-9',
    });
    expect(ok.status).toBe(200);
  });

  it('sends nothing for an unknown e-mail, with the same answer', async () => {
    const before = smtp.mails.length;
    const unknown = await new ApiClient(app).post('/api/auth/forgot-password', {
      email: 'ghost@example.com',
    });
    const known = await new ApiClient(app).post('/api/auth/forgot-password', {
      email: 'ada@example.com',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    const isReset = (mail: { body: string }) => LINK.test(mail.body);
    await smtp.waitFor((mail) => smtp.mails.indexOf(mail) >= before && isReset(mail));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const resets = smtp.mails.slice(before).filter(isReset);
    expect(resets.map((mail) => mail.to)).toEqual([['ada@example.com']]);
  });

  it('refuses a made-up token and an id in the payload', async () => {
    const madeUp = await new ApiClient(app).post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'whatever-123',
    });
    expect(madeUp.status).toBe(400);
    const withId = await new ApiClient(app).post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'whatever-123',
      userId: 'someone',
    });
    expect(withId.status).toBe(400);
    expect(await json(withId)).toMatchObject({ message: 'property userId should not exist' });
  });
});
