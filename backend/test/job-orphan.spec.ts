import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ChatRequest,
  type OpenAiCompatibleServer,
  type Reply,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { PLAN_QUEUE } from '../src/goals/plan/plan-generation.service.js';
import { ApiClient } from './support/api-client.js';
import { type AppProcess, spawnApp } from './support/app-process.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import { planRows } from './support/plan-checks.js';
import {
  answersFor,
  goodPlan,
  goodPlanResponder,
  partOf,
  requestsFor,
  weekOf,
} from './support/plan-responder.js';
import { type TestApp, captureLogs, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const INVITE = 'ORPHAN-TEST';
/** The plan queue's expiry with these settings: what a dead instance's job used to wait. */
const EXPIRY_SECONDS = 7 * 60;

let server: OpenAiCompatibleServer;
let db: TestDatabase;
let users = 0;

beforeAll(async () => {
  server = await startOpenAiCompatibleServer({
    respond: () => ({ status: 500, error: 'No responder scripted for this test' }),
  });
  db = await createTestDatabase();
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const env = () => ({
  DATABASE_URL: db.url,
  INVITE_CODE: INVITE,
  OPENAI_API_KEY: 'sk-local-test',
  OPENAI_BASE_URL: server.url,
  PLAN_DAILY_LIMIT: '100',
});

async function signedIn(app: Pick<TestApp, 'get'>): Promise<ApiClient> {
  users += 1;
  const client = new ApiClient(app);
  await client.signUp({
    name: `Owner ${users}`,
    email: `owner${users}@example.com`,
    password: 'tr0mb0ne-sky',
    inviteCode: INVITE,
    timeZone: 'Europe/Berlin',
  });
  return client;
}

/** The outline and weeks 1-2 at once; week 3 onwards waits for `held` (A is mid-plan). */
function heldAfterWeek2(answers: ReturnType<typeof answersFor>, held: Promise<void>) {
  const good = goodPlanResponder(answers);
  return async (request: ChatRequest): Promise<Reply> => {
    if (partOf(request) !== 'plan_outline' && weekOf(request) > 2) await held;
    return good(request);
  };
}

async function jobOf(goalId: string): Promise<{ state: string; attempt: number }[]> {
  const { rows } = await db.query(
    `SELECT state, retry_count AS attempt FROM pgboss.job
      WHERE name = $1 AND data->>'goalId' = $2`,
    [PLAN_QUEUE, goalId],
  );
  return rows as { state: string; attempt: number }[];
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a plan job whose instance dies', () => {
  let instanceA: AppProcess | undefined;
  let instanceB: TestApp | undefined;

  afterAll(async () => {
    if (instanceA?.isRunning()) instanceA.child.kill('SIGKILL');
    await instanceB?.close();
  });

  it('is picked up by another instance within seconds, not after its expiry', async () => {
    const answers = answersFor('orphan');
    server.respond = heldAfterWeek2(answers, new Promise<void>(() => undefined)); // never, for A
    const a = await spawnApp(env());
    instanceA = a;
    const clientA = await signedIn({ get: a.fetch });
    const goalId = (await createGoal(clientA, answers)).id;
    await waitForGoal(
      clientA,
      goalId,
      (goal) => goal.planStatus === 'generating' && goal.planProgress.checkpointsDone >= 2,
    );
    await until(
      () =>
        requestsFor(server.requests, answers).some(
          (r) => partOf(r) !== 'plan_outline' && weekOf(r) === 3,
        ),
      'the calls for week 3',
    );
    expect(await jobOf(goalId)).toEqual([{ state: 'active', attempt: 0 }]);

    // B runs beside A, A dies without a chance to hand its job back.
    const logs = captureLogs('info');
    const b = await startTestApp(env(), logs.options);
    instanceB = b;
    server.respond = goodPlanResponder(answers);
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await a.exited;

    const clientB = new ApiClient(b);
    clientB.token = clientA.token;
    const goal = await waitForGoal(clientB, goalId, undefined, 30_000);
    const tookMs = Date.now() - killedAt;
    console.log(`orphaned plan job: ready on instance B ${tookMs} ms after A was killed`);

    expect(goal.planStatus).toBe('ready');
    const expected = await goodPlan(answers);
    expect(await planRows(db, goalId)).toEqual({
      milestones: expected.milestones,
      checkpoints: expected.checkpoints,
      tasks: expected.tasks.length,
    });
    expect(await jobOf(goalId)).toEqual([{ state: 'completed', attempt: 1 }]);
    // Seconds: the sweep looks every 2 s and waits 4 s for a free lock to be sure.
    expect(tookMs).toBeLessThan(15_000);
    expect(tookMs).toBeLessThan(EXPIRY_SECONDS * 1000);
    await logs.waitFor((line) =>
      /was left running by an instance that stopped/.test(String(line.msg)),
    );
  }, 60_000);
});

describe('a plan job whose instance loses its database session for a moment', () => {
  it('keeps running there: the owner takes its lock again, no sweep takes the job', async () => {
    const answers = answersFor('kept');
    let release: () => void = () => undefined;
    server.respond = heldAfterWeek2(answers, new Promise<void>((resolve) => (release = resolve)));
    const a = await startTestApp(env());
    let b: TestApp | undefined;
    try {
      const client = await signedIn(a);
      const goalId = (await createGoal(client, answers)).id;
      await waitForGoal(client, goalId, (goal) => goal.planProgress.checkpointsDone >= 2);
      const logs = captureLogs('info');
      b = await startTestApp(env(), logs.options);

      // What a database restart does to the owner: its session, and so its locks, are gone.
      const lockHolders = `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity s USING (pid)
         WHERE l.locktype = 'advisory' AND s.application_name = 'goalcoach-job-locks'
           AND s.datname = current_database()`;
      expect((await db.query(lockHolders)).rows).toEqual([{ n: 1 }]);
      await db.query(
        `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
          WHERE application_name = 'goalcoach-job-locks' AND datname = current_database()`,
      );
      const cutAt = Date.now();
      // Taken again well within the 4 s a sweep waits before it calls a job orphaned.
      await until(
        async () => (await db.query(lockHolders)).rows[0]?.n === 1,
        'the lock again',
        3000,
      );
      expect(Date.now() - cutAt).toBeLessThan(3000);

      release();
      const goal = await waitForGoal(client, goalId);
      expect(goal.planStatus).toBe('ready');
      // One attempt, finished by its owner: never handed back.
      expect(await jobOf(goalId)).toEqual([{ state: 'completed', attempt: 0 }]);
      expect(logs.lines.filter((line) => /left running/.test(String(line.msg)))).toEqual([]);
    } finally {
      release();
      await b?.close();
      await a.close();
    }
  }, 30_000);
});
