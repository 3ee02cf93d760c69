import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_USAGE_CSV_COLUMNS,
  ADMIN_USAGE_DAYS,
  type AdminDailyUsage,
  type AdminStats,
  type AdminUserRow,
  type Goal,
  type GoalHistoryRow,
} from '@goalcoach/contracts';
import {
  type ChatRequest,
  type OpenAiCompatibleServer,
  type Responder,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { parse } from 'csv-parse/sync';
import { PLAN_FAILURE_MESSAGES } from '../src/goals/plan/plan-generation-error.js';
import { pageOf } from './support/admin-seed.js';
import {
  Arrivals,
  abortedPromptTokens,
  purposeOf,
  reportedPromptTokens,
  reportingTokens,
  zoneNearNoon,
} from './support/admin-model-usage.js';
import type { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body } from './support/expect-response.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import {
  answersFor,
  goalOf,
  goodPlanResponder,
  partOf,
  requestsFor,
  weekOf,
} from './support/plan-responder.js';
import type { TestDatabase } from './support/test-database.js';
import { signedIn } from './support/test-users.js';

/**
 * A dated variant, as OpenAI names its models: priced as gpt-4o-mini, the longest name of the
 * table it starts with (gpt-4o is one too, at about 17 times the price).
 */
const MODEL = 'gpt-4o-mini-2024-07-18';
/** gpt-4o-mini's US dollars per million tokens, as src/platform/ai/ai-prices.ts has them. */
const PRICE = { input: 0.15, output: 0.6 };
/** Completion tokens the server reports per answer: about $1.3 a plan, so cents count. */
const TOKENS = { plan_outline: 412_345, checkpoint_tasks: 151_237, checkpoint_plan: 151_237 };
const OVERLOADED = { status: 500, error: 'The server had an error while processing your request' };
/** A plan's task calls under way at once (PLAN_TASK_CONCURRENCY); a plan has more weeks. */
const TASK_CONCURRENCY = 6;

type CsvRow = Record<(typeof ADMIN_USAGE_CSV_COLUMNS)[number], string>;

/** One call as the admin should see it. */
interface Call {
  purpose: string;
  promptTokens: number;
  completionTokens: number;
  outcome: string;
}

const costOf = (call: Call) =>
  (call.promptTokens * PRICE.input + call.completionTokens * PRICE.output) / 1_000_000;
const totalCost = (calls: readonly Call[]) => calls.reduce((sum, call) => sum + costOf(call), 0);
const callKey = (call: Call) =>
  `${call.purpose} ${call.outcome} ${call.promptTokens} ${call.completionTokens}`;
const sortedCalls = <T extends Call>(calls: readonly T[]): T[] =>
  [...calls].sort((a, b) => callKey(a).localeCompare(callKey(b)));

/** A good answer's call: the tokens the server reported for it. */
const answered = (request: ChatRequest): Call => ({
  purpose: purposeOf(request),
  promptTokens: reportedPromptTokens(request),
  completionTokens: TOKENS[partOf(request)],
  outcome: 'ok',
});
/** A call the server answered with an error: no usage came, so no tokens and no cost. */
const erred = (request: ChatRequest): Call => ({
  purpose: purposeOf(request),
  promptTokens: 0,
  completionTokens: 0,
  outcome: 'error',
});
/** A call stopped before its answer: no usage came, its prompt is estimated from the request. */
const stopped = (request: ChatRequest): Call => ({
  purpose: purposeOf(request),
  promptTokens: abortedPromptTokens(request),
  completionTokens: 0,
  outcome: 'aborted',
});

/** Today's date (YYYY-MM-DD) in a zone. */
const todayIn = (zone: string) => new Date().toLocaleDateString('en-CA', { timeZone: zone });

/** The ai_calls rows of a user's plan that ended as `outcome`. */
async function callsWith(db: TestDatabase, goalId: string, outcome: string): Promise<Call[]> {
  const { rows } = await db.query(
    `SELECT purpose, prompt_tokens AS "promptTokens", completion_tokens AS "completionTokens",
            outcome
       FROM ai_calls WHERE goal_id = $1 AND outcome = $2`,
    [goalId, outcome],
  );
  return rows as Call[];
}

let server: OpenAiCompatibleServer;

beforeAll(async () => {
  server = await startOpenAiCompatibleServer({
    respond: () => ({ status: 500, error: 'No responder for this goal' }),
  });
});

afterAll(async () => {
  // Also ends the sockets of the requests left hanging.
  await server.close();
});

describe('admin figures of plans made through the OpenAI SDK', () => {
  const zone = zoneNearNoon();
  const block = appPerBlock(() => ({
    OPENAI_API_KEY: 'sk-local-test',
    OPENAI_BASE_URL: server.url,
    OPENAI_MODEL: MODEL,
    OPENAI_TIMEOUT_MS: '10000',
    PLAN_TASK_CONCURRENCY: String(TASK_CONCURRENCY),
  }));

  /** Two plans made, one whose outline the server fails, one that fails mid-way. */
  const USERS = {
    ann: { name: 'Ann', answers: answersFor('ann'), status: 'ready' },
    bob: { name: 'Bob', answers: answersFor('bob'), status: 'ready' },
    cara: { name: 'Cara', answers: answersFor('cara'), status: 'failed' },
    dan: { name: 'Dan', answers: answersFor('dan'), status: 'failed' },
  } as const;
  type Who = keyof typeof USERS;
  const WHO = Object.keys(USERS) as Who[];
  const emailOf = (who: Who) => `${who}@example.com`;

  let admin: ApiClient;
  const goals = {} as Record<Who, Goal>;
  /** The calls each user's plan made, as the server saw them (and, for aborted ones, the app). */
  const expected = {} as Record<Who, Call[]>;
  const allCalls = () => WHO.flatMap((who) => expected[who]);

  beforeAll(async () => {
    const { app, db } = block;
    admin = await signedIn(app, 'Admin', zone);

    const dan = reportingTokens(goodPlanResponder(USERS.dan.answers), TOKENS);
    let failingWeek: number | undefined;
    /** The other weeks asked for: as many as are under way beside the failing one. */
    const hanging = new Arrivals<number>(TASK_CONCURRENCY - 1);
    let hangingAtFailure: number | undefined;
    const responders: Record<Who, Responder> = {
      ann: reportingTokens(goodPlanResponder(USERS.ann.answers), TOKENS),
      bob: reportingTokens(goodPlanResponder(USERS.bob.answers), TOKENS),
      cara: () => OVERLOADED,
      // The outline is good; the first week asked for fails twice; the others never answer, and
      // are stopped by the failure.
      dan: async (request) => {
        if (partOf(request) === 'plan_outline') return dan(request);
        const week = weekOf(request);
        failingWeek ??= week;
        if (week !== failingWeek) {
          hanging.add(week);
          return { hang: true };
        }
        // The failure waits for the other weeks under way to reach the server: one still being
        // sent as the plan failed would be stopped, and recorded, before the server saw it.
        await hanging.all(5000);
        hangingAtFailure ??= hanging.count;
        return OVERLOADED;
      },
    };
    server.respond = (request) => {
      const who = WHO.find((each) => USERS[each].answers.goal === goalOf(request));
      return who ? responders[who](request) : { status: 500, error: 'Whose goal is this?' };
    };

    const clients = await Promise.all(WHO.map((who) => signedIn(app, USERS[who].name)));
    await Promise.all(
      WHO.map(async (who, index) => {
        const client = clients[index] as ApiClient;
        const created = await createGoal(client, USERS[who].answers);
        goals[who] = await waitForGoal(client, created.id);
      }),
    );

    const requestsOf = (who: Who) => requestsFor(server.requests, USERS[who].answers);
    expected.ann = requestsOf('ann').map(answered);
    expected.bob = requestsOf('bob').map(answered);
    expected.cara = requestsOf('cara').map(erred);
    const [outline, ...weeks] = requestsOf('dan');
    const failed = weeks.filter((request) => weekOf(request) === failingWeek);
    const hung = weeks.filter((request) => weekOf(request) !== failingWeek);
    // A stopped call is recorded as its call ends, which may be just after the plan has failed.
    const deadline = Date.now() + 5000;
    let aborted = await callsWith(db, goals.dan.id, 'aborted');
    while (aborted.length < hung.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      aborted = await callsWith(db, goals.dan.id, 'aborted');
    }
    expect(hangingAtFailure).toBe(TASK_CONCURRENCY - 1);
    // Each stopped call that reached the server is recorded with its prompt estimated from
    // the messages sent (no usage comes with an unfinished answer), and only those: the week
    // whose turn came as the plan failed was never asked (it was recorded all the same once).
    expect(sortedCalls(aborted)).toEqual(sortedCalls(hung.map(stopped)));
    expect(hung).toHaveLength(TASK_CONCURRENCY - 1);
    expected.dan = [answered(outline as ChatRequest), ...failed.map(erred), ...hung.map(stopped)];
  });

  it('made the plans through the model: two ready, two failed on the server’s errors', () => {
    for (const who of WHO) expect([who, goals[who].planStatus]).toEqual([who, USERS[who].status]);
    expect(goals.cara.planError).toBe(PLAN_FAILURE_MESSAGES.unavailable);
    expect(goals.dan.planError).toBe(PLAN_FAILURE_MESSAGES.unavailable);
    // The outline and 12 weeks for each good plan; the outline twice (both failing) for Cara.
    expect([expected.ann.length, expected.bob.length]).toEqual([13, 13]);
    expect(expected.cara).toHaveLength(2);
    expect(expected.dan.filter((call) => call.outcome === 'error')).toHaveLength(2);
    expect(expected.dan.filter((call) => call.outcome === 'aborted').length).toBeGreaterThan(0);
    for (const request of server.requests) expect(request.model).toBe(MODEL);
    // Each plan costs dollars: a wrong price or sum is off by cents at least.
    expect(totalCost(expected.ann)).toBeGreaterThan(1);
  });

  it('GET /api/admin/stats: today’s calls, failed ones included, and their cost to the cent', async () => {
    const stats = await body<AdminStats>(await admin.get('/api/admin/stats'));
    const calls = allCalls().length;
    const cost = totalCost(allCalls());
    expect(stats).toMatchObject({
      totalUsers: 5,
      apiCallsToday: calls,
      apiCallsMonth: calls,
      projectedMonthlyCost: 0,
    });
    // Each call's cost is stored to the micro-dollar: the sum is within 1/200 of a cent.
    expect(stats.estimatedCost).toBeCloseTo(cost, 4);
    expect(stats.costMonth).toBeCloseTo(cost, 4);
    expect(Math.round(stats.estimatedCost * 100)).toBe(Math.round(cost * 100));
  });

  it('GET /api/admin/users: one goal each and each user’s own calls today', async () => {
    const page = await pageOf<AdminUserRow>(admin, '/api/admin/users');
    const rows = page.items.map((row) => ({
      email: row.email,
      isAdmin: row.isAdmin,
      goalCount: row.goalCount,
      apiCallsToday: row.apiCallsToday,
      apiCallsMonth: row.apiCallsMonth,
    }));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          email: 'admin@example.com',
          isAdmin: true,
          goalCount: 0,
          apiCallsToday: 0,
          apiCallsMonth: 0,
        },
        ...WHO.map((who) => ({
          email: emailOf(who),
          isAdmin: false,
          goalCount: 1,
          apiCallsToday: expected[who].length,
          apiCallsMonth: expected[who].length,
        })),
      ]),
    );
    expect(page.total).toBe(5);
  });

  it('GET /api/admin/goal-history: every goal tracked, failed plans too', async () => {
    const page = await pageOf<GoalHistoryRow>(admin, '/api/admin/goal-history');
    expect(page.total).toBe(WHO.length);
    expect(page.items.map((row) => [row.id, row.user_email, row.tracked_api_call]).sort()).toEqual(
      WHO.map((who) => [goals[who].id, emailOf(who), true]).sort(),
    );
  });

  it('GET /api/admin/usage/daily: today’s calls and cost, nothing before', async () => {
    const days = await body<AdminDailyUsage[]>(await admin.get('/api/admin/usage/daily'));
    expect(days).toHaveLength(ADMIN_USAGE_DAYS);
    const today = days.at(-1) as AdminDailyUsage;
    expect(today).toMatchObject({ date: todayIn(zone), calls: allCalls().length });
    expect(today.costUsd).toBeCloseTo(totalCost(allCalls()), 4);
    expect(days.slice(0, -1).filter((day) => day.calls > 0 || day.costUsd > 0)).toEqual([]);
  });

  it('GET /api/admin/usage.csv: one row per call, with its model, tokens and cost', async () => {
    const response = await admin.get('/api/admin/usage.csv');
    expect(response.status).toBe(200);
    const rows = parse(await response.text(), { bom: true, columns: true }) as CsvRow[];
    expect(rows).toHaveLength(allCalls().length);
    for (const who of WHO) {
      const own = rows.filter((row) => row.user_email === emailOf(who));
      for (const row of own)
        expect(row).toMatchObject({ user_name: USERS[who].name, model: MODEL });
      const read = sortedCalls(
        own.map((row) => ({
          purpose: row.purpose,
          promptTokens: Number(row.prompt_tokens),
          completionTokens: Number(row.completion_tokens),
          outcome: row.outcome,
          cost: Number(row.cost_usd),
        })),
      );
      const want = sortedCalls(expected[who]);
      expect(read.map(({ cost: _cost, ...call }) => call)).toEqual(want);
      read.forEach((row, index) => {
        expect(row.cost).toBeCloseTo(costOf(want[index] as Call), 5);
      });
    }
    const sum = rows.reduce((total, row) => total + Number(row.cost_usd), 0);
    expect(sum).toBeCloseTo(totalCost(allCalls()), 4);
  });
});
