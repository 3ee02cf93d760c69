import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Goal } from '@goalcoach/contracts';
import { type AppProcess, spawnApp } from './support/app-process.js';
import { must } from './support/must.js';

const INVITE = 'OUTAGE-EMBEDDED';
const PASSWORD = 'tr0mb0ne-sky';
const ANSWERS = {
  goal: 'Read twelve books this quarter',
  why: 'I miss reading',
  vision: 'A full shelf',
  resources: 'a library card',
  obstacles: 'evenings on the phone',
  workingStyle: 'thirty minutes before bed',
  change: 'calmer evenings',
};
/** The embedded PostgreSQL is back in well under a second; this allows for a loaded machine. */
const RECOVERY_LIMIT_MS = 10_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  startedAt: number;
}

/** A user of the app: the session cookie from sign-up. */
interface User {
  email: string;
  cookie: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kills the embedded PostgreSQL with SIGKILL while requests stream in: the app must stay up,
 * answer 503 with Retry-After meanwhile, restart the database by itself, answer 200 again
 * within seconds, and keep every write it acknowledged.
 */
describe('embedded PostgreSQL killed under load', () => {
  let folder: string;
  let app: AppProcess;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'goalcoach-outage-'));
    await chmod(folder, 0o755); // as root, PostgreSQL runs as "postgres", which must enter it
    app = await spawnApp({
      DATA_DIR: path.join(folder, 'data'),
      INVITE_CODE: INVITE,
      PLAN_DAILY_LIMIT: '1000',
    });
  }, 60_000);

  afterAll(async () => {
    if (app?.isRunning()) app.child.kill('SIGKILL');
    await app?.exited;
    // After a failed test the database may outlive the app: stop it by its pid file.
    const pid = await postmasterPid(folder).catch(() => null);
    if (pid) process.kill(pid, 'SIGINT');
    await sleep(pid ? 500 : 0);
    await rm(folder, { recursive: true, force: true });
  });

  async function send(method: string, url: string, body?: object, cookie?: string) {
    const startedAt = Date.now();
    const response = await app.fetch(url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const answer: Answer = {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text ? (JSON.parse(text) as unknown) : null,
      startedAt,
    };
    return { answer, response };
  }

  let signUps = 0;
  async function signUp(): Promise<{ answer: Answer; user: User | null }> {
    signUps += 1;
    const email = `reader${signUps}@example.com`;
    const { answer, response } = await send('POST', '/api/auth/sign-up', {
      name: `Reader ${signUps}`,
      email,
      password: PASSWORD,
      inviteCode: INVITE,
      timeZone: 'Europe/Berlin',
    });
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
    return { answer, user: answer.status === 201 && cookie ? { email, cookie } : null };
  }

  it('answers 503 + Retry-After while it restarts the database, then 200, and loses no acknowledged write', async () => {
    const users: User[] = [];
    for (let count = 0; count < 4; count += 1) users.push(must((await signUp()).user, 'a user'));

    const answers: Answer[] = [];
    const goalsAcknowledged = new Map<string, string[]>(); // cookie → goal ids
    const usersAcknowledged: User[] = [];
    let running = true;

    // Four users creating goals (each queues a plan job in the same transaction) and one
    // stream of sign-ups, as fast as the app answers.
    const goalLoops = users.map(async (user) => {
      while (running) {
        const { answer } = await send('POST', '/api/goals', ANSWERS, user.cookie);
        answers.push(answer);
        if (answer.status === 201) {
          const ids = goalsAcknowledged.get(user.cookie) ?? [];
          ids.push((answer.body as Goal).id);
          goalsAcknowledged.set(user.cookie, ids);
        } else {
          await sleep(20); // 409 while its plan is being made; 503 while the database is away
        }
      }
    });
    const signUpLoop = (async () => {
      while (running) {
        const { answer, user } = await signUp();
        answers.push(answer);
        if (user) usersAcknowledged.push(user);
        else await sleep(20);
      }
    })();

    await sleep(1000);
    const killedAt = Date.now();
    process.kill(must(await postmasterPid(folder), 'the PostgreSQL pid'), 'SIGKILL');

    // Until a write that started after the outage showed succeeds.
    const deadline = killedAt + RECOVERY_LIMIT_MS;
    let recoveredAt: number | null = null;
    while (recoveredAt === null && Date.now() < deadline) {
      await sleep(50);
      const firstUnavailable = answers.find((a) => a.startedAt >= killedAt && a.status === 503);
      const recovered =
        firstUnavailable &&
        answers.find((a) => a.startedAt > firstUnavailable.startedAt && a.status < 300);
      if (recovered) recoveredAt = recovered.startedAt;
    }
    await sleep(500); // some more traffic on the restarted database
    running = false;
    await Promise.all([...goalLoops, signUpLoop]);

    expect(app.isRunning()).toBe(true);
    const duringOutage = answers.filter((a) => a.startedAt >= killedAt);
    const unavailable = duringOutage.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
      // Only the three fields of a 5xx: nothing about the database server.
      expect(Object.keys(answer.body as object).sort()).toEqual([
        'message',
        'requestId',
        'statusCode',
      ]);
      expect(JSON.stringify(answer.body)).not.toMatch(/ECONN|postmaster|127\.0\.0\.1|57P0/);
    }
    // Never a 500, before, during or after (and if there is one, what the app logged for it).
    const failed = answers.filter((a) => ![201, 409, 503].includes(a.status));
    const failedIds = new Set(failed.map((a) => (a.body as { requestId?: string }).requestId));
    const loggedFor = app.logs.filter((line) => line.err && failedIds.has(String(line.reqId)));
    expect({ failed, loggedFor }).toEqual({ failed: [], loggedFor: [] });
    expect(recoveredAt).not.toBeNull();
    console.log(
      `embedded PostgreSQL killed: ${unavailable.length} answers 503, ` +
        `a write succeeded again ${must(recoveredAt) - killedAt} ms after the kill`,
    );

    // The app said what happened, and nothing was left to the unhandled-rejection net.
    expect(
      app.logs.some((line) => /Embedded PostgreSQL exited unexpectedly/.test(String(line.msg))),
    ).toBe(true);
    expect(
      app.logs.some((line) => /Embedded PostgreSQL restarted in \d+ ms/.test(String(line.msg))),
    ).toBe(true);
    expect(app.logs.filter((line) => /Unhandled promise rejection/.test(String(line.msg)))).toEqual(
      [],
    );

    // Every acknowledged write is there: each goal (and its plan, made by its job), each account.
    const acknowledgedGoals = [...goalsAcknowledged.values()].flat();
    expect(acknowledgedGoals.length).toBeGreaterThan(0);
    for (const [cookie, ids] of goalsAcknowledged) {
      const goals = await waitForPlans(cookie, ids);
      expect(goals.map((goal) => goal.id)).toEqual(expect.arrayContaining(ids));
    }
    for (const user of usersAcknowledged) {
      const { answer } = await send('GET', '/api/auth/user', undefined, user.cookie);
      expect({ email: user.email, status: answer.status }).toEqual({
        email: user.email,
        status: 200,
      });
    }

    // A stop is still a stop: PostgreSQL is shut down, not restarted.
    const stoppingAt = app.logs.length;
    expect(await app.stop()).toBe(0);
    expect(
      app.logs.slice(stoppingAt).some((line) => /exited unexpectedly/.test(String(line.msg))),
    ).toBe(false);
    expect(existsSync(path.join(folder, 'data', 'postgres', 'postmaster.pid'))).toBe(false);
  }, 90_000);

  /** The user's goals once the plans of `ids` are settled (their jobs ran after the restart). */
  async function waitForPlans(cookie: string, ids: string[]): Promise<Goal[]> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { answer } = await send('GET', '/api/goals', undefined, cookie);
      expect(answer.status).toBe(200);
      const goals = answer.body as Goal[];
      const unsettled = goals.filter(
        (goal) => ids.includes(goal.id) && !['ready', 'failed'].includes(goal.planStatus),
      );
      if (unsettled.length === 0) return goals;
      if (Date.now() > deadline) throw new Error(`${unsettled.length} plans never settled`);
      await sleep(200);
    }
  }
});

async function postmasterPid(folder: string): Promise<number | null> {
  const text = await readFile(path.join(folder, 'data', 'postgres', 'postmaster.pid'), 'utf8');
  const pid = Number(text.split('\n', 1)[0]);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}
