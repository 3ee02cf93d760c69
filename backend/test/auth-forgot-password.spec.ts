import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { BackgroundTasks } from '../src/auth/background/background-tasks.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const HOUR = 60 * 60_000;
const PASSWORD = 'tr0mb0ne-sky';
const ANSWER = {
  message: 'If an account exists for that email, we have sent a link to reset its password.',
};
const REFUSAL = {
  statusCode: 429,
  message: 'Too many password reset requests. Please try again later.',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

describe('forgot-password: limits, the same answer and the same time for any address', () => {
  let db: TestDatabase;
  let smtp: SmtpSink;
  let app: TestApp;
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));
  let env: Record<string, string>;

  const forgot = (email: string, target: TestApp = app) =>
    new ApiClient(target).post('/api/auth/forgot-password', { email });
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
  /** Waits until the mails that follow the answers have been sent. */
  const settled = () => app.app.get(BackgroundTasks).idle();

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpSink();
    env = { DATABASE_URL: db.url, INVITE_CODE: 'RESET', SMTP_URL: smtp.url };
    app = await startTestApp(env, { clock });
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

  it('sends at most 3 mails an hour to one address, however many requests come at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => forgot(' ADA@example.com ')),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(17);
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe(String(3600));
      expect(await response.json()).toEqual(REFUSAL);
    }
    await settled();
    expect(mailsTo('ada@example.com')).toHaveLength(3);

    clock.advance(HOUR);
    expect((await forgot('ada@example.com')).status).toBe(200);
    await settled();
    expect(mailsTo('ada@example.com')).toHaveLength(4);
  });

  it('sends no more mails to an address spelled another way (ＡＬＩＣＥ, alİce)', async () => {
    clock.advance(2 * HOUR);
    await new ApiClient(app).signUp({
      name: 'Alice',
      email: 'alice@example.com',
      password: PASSWORD,
      inviteCode: 'RESET',
    });
    for (let request = 0; request < 3; request++) {
      expect((await forgot('alice@example.com')).status).toBe(200);
    }
    // Full-width letters are the same address: the same counter.
    expect((await forgot('ＡＬＩＣＥ@example.com')).status).toBe(429);
    // PostgreSQL's lower() reads 'alİce' as 'alice', JavaScript does not: another address, whose
    // counter is its own, and no mail for Alice.
    expect((await forgot('alİce@example.com')).status).toBe(200);
    await settled();
    expect(mailsTo('alice@example.com')).toHaveLength(3);
  });

  it('answers an unknown address exactly like a known one, limit included', async () => {
    clock.advance(HOUR);
    const known = await Promise.all(Array.from({ length: 5 }, () => forgot('ada@example.com')));
    const unknown = await Promise.all(Array.from({ length: 5 }, () => forgot('ghost@example.com')));
    const summarize = async (responses: Response[]) =>
      Promise.all(
        responses.map(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get('retry-after'),
          body: await r.json(),
        })),
      );
    const sorted = (answers: { status: number }[]) =>
      [...answers].sort((a, b) => a.status - b.status);
    const knownAnswers = sorted(await summarize(known));
    expect(knownAnswers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(sorted(await summarize(unknown))).toEqual(knownAnswers);
    await settled();
    expect(mailsTo('ghost@example.com')).toHaveLength(0);
  });

  it('sends at most 20 an hour from one client, whatever the addresses', async () => {
    clock.advance(HOUR);
    for (let i = 0; i < 20; i++) {
      const response = await forgot(`someone${i}@example.com`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(ANSWER);
    }
    const blocked = await forgot('ada@example.com');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(REFUSAL);
  });

  it('answers before it looks the address up, makes a token or sends a mail', async () => {
    clock.advance(HOUR);
    const before = mailsTo('ada@example.com').length;
    // While these tables are locked, nothing that reads or writes them can finish.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users, password_reset_tokens IN ACCESS EXCLUSIVE MODE');
    try {
      const answered = await Promise.race([
        forgot('ada@example.com').then((response) => response.status),
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 2 s'), 2000)),
      ]);
      expect(answered).toBe(200);
      expect(mailsTo('ada@example.com')).toHaveLength(before);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    await settled();
    expect(mailsTo('ada@example.com')).toHaveLength(before + 1);
  });

  it('answers a known address no slower than an unknown one (the mail follows the answer)', async () => {
    const time = async (email: string) => {
      clock.advance(HOUR); // a fresh window, so that every request is answered
      const started = performance.now();
      const response = await forgot(email);
      await response.text();
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      await settled(); // the mail is sent before the next request is timed
      return elapsed;
    };
    await time('ada@example.com'); // warm-up
    await time('nobody@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let run = 0; run < 20; run++) {
      known.push(await time('ada@example.com'));
      unknown.push(await time('nobody@example.com'));
    }
    // Before the mail followed the answer, a known address took 1.8 times as long.
    expect(median(known)).toBeLessThan(median(unknown) * 1.25 + 0.5);
  });

  it('still sends the mail of a request answered just before the app stops', async () => {
    clock.advance(HOUR);
    const before = mailsTo('ada@example.com').length;
    const stopping = await startTestApp(env, { clock });
    expect((await forgot('ada@example.com', stopping)).status).toBe(200);
    await stopping.close();
    expect(mailsTo('ada@example.com')).toHaveLength(before + 1);
  });
});
