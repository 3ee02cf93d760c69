import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Goal } from '@goalcoach/contracts';
import {
  type ChatRequest,
  type OpenAiCompatibleServer,
  type Reply,
  estimateTokens,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { PLAN_FAILURE_MESSAGES } from '../src/goals/plan/plan-generation-error.js';
import { weekDays } from '@goalcoach/coach';
import { taskBounds } from '../src/goals/plan/plan-rules.js';
import type { Env } from '../src/platform/config/load-config.js';
import { ApiClient, json } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import {
  aiCallsOf,
  expectRuleKeepingPlan,
  planRows,
  type PlanRows,
} from './support/plan-checks.js';
import {
  type Script,
  answersFor,
  goodPlan,
  goodPlanResponder,
  lightPlanResponder,
  outlineReply,
  goalOf,
  partOf,
  requestsFor,
  scriptedResponder,
  tasksReply,
  truncated,
  weekOf,
} from './support/plan-responder.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

const NO_ROWS: PlanRows = { milestones: 0, checkpoints: 0, tasks: 0 };
/** The good plan has 12 weekly checkpoints: this many tasks each. */
const TARGET = taskBounds(12).target;
const MALFORMED = { content: 'Sure! Here is your plan: {"goalName": "Run a half' };
const REFUSAL: Reply = { refusal: "I'm sorry, but I can't help with planning this goal." };

let server: OpenAiCompatibleServer;
let users = 0;
/** A new user per test, so that a test left generating cannot block the next one. */
const newUser = (app: TestApp) => signedIn(app, `Runner ${(users += 1)}`);

beforeAll(async () => {
  server = await startOpenAiCompatibleServer({
    respond: () => ({ status: 500, error: 'No responder scripted for this test' }),
  });
});

afterAll(async () => {
  // Also ends the sockets of requests that were never answered ({ hang: true }).
  await server.close();
});

function aiEnv(db: TestDatabase, extra: Env = {}): Env {
  return {
    DATABASE_URL: db.url,
    INVITE_CODE: TEST_INVITE,
    OPENAI_API_KEY: 'sk-local-test',
    OPENAI_BASE_URL: server.url,
    PLAN_DAILY_LIMIT: '100',
    ...extra,
  };
}

function userMessages(request: ChatRequest): string[] {
  return request.messages.filter((m) => m.role === 'user').map((m) => m.content);
}

async function expectTheGoodPlan(
  client: ApiClient,
  db: TestDatabase,
  goal: Goal,
  answers: Parameters<typeof goodPlan>[0],
) {
  const expected = await goodPlan(answers);
  const read = await expectRuleKeepingPlan(client, goal);
  const counts = {
    milestones: expected.milestones,
    checkpoints: expected.checkpoints,
    tasks: expected.tasks.length,
  };
  expect({ milestones: read.milestones, checkpoints: read.checkpoints, tasks: read.tasks }).toEqual(
    counts,
  );
  expect(await planRows(db, goal.id)).toEqual(counts);
  expect([...read.taskTexts].sort()).toEqual(expected.tasks.map((task) => task.task).sort());
  expect(goal).toMatchObject({
    goalName: expected.outline.goalName,
    shortTitle: expected.outline.shortTitle,
    personalLegend: expected.outline.personalLegend,
    firstDailyAction: expected.outline.firstDailyAction,
  });
}

describe('plan generation through the OpenAI SDK', () => {
  const block = appPerBlock((db) => aiEnv(db, { OPENAI_TIMEOUT_MS: '10000' }));

  it('makes a rule-keeping plan from the model, part by part, and records every call', async () => {
    const answers = answersFor('good plan');
    server.respond = goodPlanResponder(answers);
    const client = await newUser(block.app);
    const created = await createGoal(client, answers);
    expect(created.planSource).toBe('ai');

    const goal = await waitForGoal(client, created.id);
    expect(goal).toMatchObject({ planStatus: 'ready', planSource: 'ai', planError: null });
    expect(goal.planProgress).toMatchObject({ stage: 'done', percent: 100 });

    // The outline first, then one call per weekly checkpoint: weeks 1-12, once each.
    const requests = requestsFor(server.requests, answers);
    expect(requests.map(partOf)).toEqual([
      'plan_outline',
      ...Array<string>(12).fill('checkpoint_tasks'),
    ]);
    expect(
      requests
        .slice(1)
        .map(weekOf)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    for (const request of requests) {
      expect(request.model).toBe('gpt-4o');
      expect(request.temperature).toBe(0.7);
      expect(request.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: {
          name: partOf(request),
          strict: true,
          schema: { type: 'object', additionalProperties: false },
        },
      });
      // OpenAI's strict mode refuses length limits on strings.
      expect(JSON.stringify(request.response_format)).not.toMatch(/minLength|maxLength/);
      expect(request.messages.map((message) => message.role)).toEqual(['system', 'user']);
    }

    await expectTheGoodPlan(client, block.db, goal, answers);

    const calls = await aiCallsOf(block.db, goal.id);
    expect(calls).toHaveLength(requests.length);
    expect(calls.filter((call) => call.purpose === 'plan_outline')).toHaveLength(1);
    expect(calls.filter((call) => call.purpose === 'plan_tasks')).toHaveLength(12);
    for (const call of calls) {
      expect(call).toMatchObject({ model: 'gpt-4o', outcome: 'ok' });
      expect(call.promptTokens).toBeGreaterThan(0);
      expect(call.completionTokens).toBeGreaterThan(0);
      expect(call.durationMs).toBeGreaterThanOrEqual(0);
      // gpt-4o: $2.50 per million prompt tokens, $10 per million completion tokens.
      expect(call.costUsd).toBeGreaterThan(0);
      const cost = (call.promptTokens * 2.5 + call.completionTokens * 10) / 1_000_000;
      expect(call.costUsd).toBe(Number(cost.toFixed(6)));
    }
    // The tokens recorded are the ones the server counted for these very requests.
    const promptTokens = requests.reduce(
      (sum, request) =>
        sum + estimateTokens(request.messages.map((message) => message.content).join('\n')),
      0,
    );
    expect(calls.reduce((sum, call) => sum + call.promptTokens, 0)).toBe(promptTokens);
  });

  it('shows each milestone while the outline is still being written', async () => {
    const answers = answersFor('streamed outline');
    server.respond = goodPlanResponder(answers);
    // Slow enough to watch: the outline takes about a second and a half to arrive.
    server.pace = { firstTokenMs: 50, tokensPerSecond: 400 };
    try {
      const client = await newUser(block.app);
      const seen: Goal['planProgress'][] = [];
      const goal = await waitForGoal(client, (await createGoal(client, answers)).id, (current) => {
        seen.push(current.planProgress);
        return current.planStatus === 'ready' || current.planStatus === 'failed';
      });
      expect(goal.planStatus).toBe('ready');

      const outline = requestsFor(server.requests, answers).find(
        (request) => partOf(request) === 'plan_outline',
      );
      expect(outline).toMatchObject({ stream: true, stream_options: { include_usage: true } });
      const titles = goal.planProgress.milestoneTitles;
      const early = seen.filter(
        (step) => step.stage === 'outlining' && step.milestoneTitles.length > 0,
      );
      expect(early.length).toBeGreaterThan(0);
      for (const step of early) {
        // Whole titles only, in order, each one the plan's own.
        expect(step.milestoneTitles).toEqual(titles.slice(0, step.milestoneTitles.length));
      }
      expect(Math.min(...early.map((step) => step.milestoneTitles.length))).toBeLessThan(
        titles.length,
      );
    } finally {
      server.pace = null;
    }
  });

  it("asks for each week's tasks while the outline is still being written", async () => {
    const answers = answersFor('weeks while the outline streams');
    const light = lightPlanResponder(answers);
    const arrivals: { part: string; at: number }[] = [];
    server.respond = (request) => {
      if (goalOf(request) === answers.goal) {
        arrivals.push({ part: partOf(request), at: Date.now() });
      }
      return light(request);
    };
    // The outline takes about two seconds to arrive, its weeks one by one.
    server.pace = { firstTokenMs: 50, tokensPerSecond: 200 };
    try {
      const client = await newUser(block.app);
      const goal = await waitForGoal(client, (await createGoal(client, answers)).id);
      expect(goal).toMatchObject({ planStatus: 'ready', planSource: 'ai', planError: null });

      // The outline, then each week once: its description and its tasks in one answer.
      const requests = requestsFor(server.requests, answers);
      expect(requests.map(partOf)).toEqual([
        'plan_outline',
        ...Array<string>(12).fill('checkpoint_plan'),
      ]);
      expect(
        requests
          .slice(1)
          .map(weekOf)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
      for (const request of requests) {
        expect(request.response_format).toMatchObject({ json_schema: { strict: true } });
      }

      // The outline's call is recorded once its whole answer is in: the weeks' requests
      // (at least as many as run at a time, 6) reached the model before that.
      const { rows } = await block.db.query(
        `SELECT created_at AS "endedAt" FROM ai_calls WHERE goal_id = $1 AND purpose = 'plan_outline'`,
        [goal.id],
      );
      const outlineEnded = (rows[0] as { endedAt: Date }).endedAt.getTime();
      const weeksBefore = arrivals.filter(
        (arrival) => arrival.part === 'checkpoint_plan' && arrival.at < outlineEnded,
      );
      expect(weeksBefore.length).toBeGreaterThanOrEqual(6);

      // The plan is the same one, the weeks described by their task calls.
      await expectTheGoodPlan(client, block.db, goal, answers);
      const { rows: described } = await block.db.query(
        'SELECT week_number AS week, description FROM checkpoints WHERE goal_id = $1 ORDER BY week_number',
        [goal.id],
      );
      const expected = (await goodPlan(answers)).outline.milestones.flatMap((milestone) =>
        milestone.checkpoints.map(({ week, description }) => ({ week, description })),
      );
      expect(described).toEqual(expected);
    } finally {
      server.pace = null;
    }
  });

  it('asks again with the problems after a bad answer, and plans from the good second one', async () => {
    const answers = answersFor('retry');
    server.respond = scriptedResponder(answers, { part: 'plan_outline', replies: [MALFORMED] });
    const client = await newUser(block.app);
    const goal = await waitForGoal(client, (await createGoal(client, answers)).id);
    expect(goal).toMatchObject({ planStatus: 'ready', planSource: 'ai', planError: null });

    const outlines = requestsFor(server.requests, answers).filter(
      (request) => partOf(request) === 'plan_outline',
    );
    expect(outlines).toHaveLength(2);
    const [first, second] = outlines.map((request) => must(request));
    // The second request shows the model its answer and what was wrong with it.
    expect(must(second).messages.slice(0, 2)).toEqual(must(first).messages);
    expect(must(second).messages[2]).toEqual({
      role: 'assistant',
      content: MALFORMED.content,
    });
    expect(userMessages(must(second)).at(-1)).toContain('the answer is not valid JSON');

    const calls = await aiCallsOf(block.db, goal.id);
    expect(
      calls.filter((call) => call.purpose === 'plan_outline').map((call) => call.outcome),
    ).toEqual(['invalid', 'ok']);
    expect(calls.filter((call) => call.purpose === 'plan_tasks')).toHaveLength(12);
    expect(calls.every((call) => call.purpose === 'plan_outline' || call.outcome === 'ok')).toBe(
      true,
    );
    await expectTheGoodPlan(client, block.db, goal, answers);
  });

  interface Failure {
    name: string;
    script: (answers: ReturnType<typeof answersFor>) => Script;
    outcome: string;
    message: string;
    /** Shown to the model in the retry; null when its answer is not given back. */
    problem: string | null;
  }

  const FAILURES: Failure[] = [
    {
      name: 'a malformed outline (not JSON)',
      script: () => ({ part: 'plan_outline', replies: [MALFORMED, MALFORMED] }),
      outcome: 'invalid',
      message: PLAN_FAILURE_MESSAGES.invalid,
      problem: 'the answer is not valid JSON',
    },
    {
      name: "week 3's tasks cut short (finish_reason length)",
      script: () => {
        const cut = truncated(tasksReply(3, TARGET).content);
        return { part: 'checkpoint_tasks', week: 3, replies: [cut, cut] };
      },
      outcome: 'truncated',
      message: PLAN_FAILURE_MESSAGES.invalid,
      problem: null,
    },
    {
      name: '9 tasks for week 5',
      script: () => ({
        part: 'checkpoint_tasks',
        week: 5,
        replies: [tasksReply(5, 9), tasksReply(5, 9)],
      }),
      outcome: 'invalid',
      message: PLAN_FAILURE_MESSAGES.invalid,
      problem: 'tasks: Too big',
    },
    {
      name: 'a task of week 7 on a day of week 8',
      script: () => {
        const outside = weekDays(8).first;
        return {
          part: 'checkpoint_tasks',
          week: 7,
          replies: [tasksReply(7, TARGET, outside), tasksReply(7, TARGET, outside)],
        };
      },
      outcome: 'invalid',
      message: PLAN_FAILURE_MESSAGES.invalid,
      problem: `is on day ${weekDays(8).first}, outside week 7`,
    },
    {
      name: 'an outline of 5 milestones',
      script: (answers) => ({
        part: 'plan_outline',
        replies: [outlineReply(answers, 5), outlineReply(answers, 5)],
      }),
      outcome: 'invalid',
      message: PLAN_FAILURE_MESSAGES.invalid,
      problem: 'milestones: Too big',
    },
    {
      name: 'a refusal',
      script: () => ({ part: 'plan_outline', replies: [REFUSAL, REFUSAL] }),
      outcome: 'refused',
      message: PLAN_FAILURE_MESSAGES.refused,
      problem: null,
    },
  ];

  it.each(FAILURES)(
    'fails with a clear message and writes nothing on $name twice',
    async ({ name, script, outcome, message, problem }) => {
      const answers = answersFor(name);
      const scripted = script(answers);
      server.respond = scriptedResponder(answers, scripted);
      const client = await newUser(block.app);
      const goal = await waitForGoal(client, (await createGoal(client, answers)).id);

      expect(goal).toMatchObject({ planStatus: 'failed', planError: message, taskCount: 0 });
      expect(goal.planProgress.stage).toBe('failed');
      // Written for the user: none of the model's problems, codes or stack traces.
      expect(goal.planError).not.toMatch(/json|schema|zod|error|week \d|day \d|undefined|[{}<>]/i);
      expect(await planRows(block.db, goal.id)).toEqual(NO_ROWS);

      // The scripted call was asked exactly twice...
      const asked = requestsFor(server.requests, answers).filter(
        (request) =>
          partOf(request) === scripted.part &&
          (scripted.week === undefined || weekOf(request) === scripted.week),
      );
      expect(asked).toHaveLength(2);
      const [first, second] = asked.map((request) => must(request));
      if (problem === null) {
        expect(must(second).messages).toEqual(must(first).messages);
      } else {
        expect(must(second).messages).toHaveLength(4);
        expect(userMessages(must(second)).at(-1)).toContain(problem);
      }
      // ...and recorded twice with its outcome; any other call made was good, or was stopped
      // by the failure (and is recorded as aborted, with its prompt estimated).
      const purpose = scripted.part === 'plan_outline' ? 'plan_outline' : 'plan_tasks';
      const calls = await aiCallsOf(block.db, goal.id);
      const bad = calls.filter((call) => call.outcome !== 'ok' && call.outcome !== 'aborted');
      expect(bad.map((call) => [call.purpose, call.outcome])).toEqual([
        [purpose, outcome],
        [purpose, outcome],
      ]);
      if (scripted.part === 'checkpoint_tasks') {
        expect(calls.filter((call) => call.purpose === 'plan_outline')).toHaveLength(1);
      }
    },
  );

  it('records the calls a failure stopped, as aborted, with their prompt estimated', async () => {
    const answers = answersFor('stopped calls');
    const good = goodPlanResponder(answers);
    let failingWeek: number | undefined;
    server.respond = async (request) => {
      if (partOf(request) === 'plan_outline') return good(request);
      failingWeek ??= weekOf(request);
      // One week answers nonsense (twice: the plan fails); every other week never answers.
      return weekOf(request) === failingWeek ? { content: 'not json' } : { hang: true };
    };
    const client = await newUser(block.app);
    const goal = await waitForGoal(client, (await createGoal(client, answers)).id);

    expect(goal.planStatus).toBe('failed');
    const aborted = (await aiCallsOf(block.db, goal.id)).filter(
      (call) => call.outcome === 'aborted',
    );
    expect(aborted.length).toBeGreaterThan(0);
    for (const call of aborted) {
      expect(call.purpose).toBe('plan_tasks');
      expect(call.promptTokens).toBeGreaterThan(100);
      expect(call.completionTokens).toBe(0);
    }
  });

  it('makes the whole plan on "generate all tasks" after a failed one', async () => {
    const answers = answersFor('generate after failure');
    server.respond = scriptedResponder(answers, {
      part: 'plan_outline',
      replies: [MALFORMED, MALFORMED],
    });
    const client = await newUser(block.app);
    const failed = await waitForGoal(client, (await createGoal(client, answers)).id);
    expect(failed).toMatchObject({ planStatus: 'failed', taskCount: 0 });
    expect(await planRows(block.db, failed.id)).toEqual(NO_ROWS);

    server.respond = goodPlanResponder(answers);
    const response = await client.post(`/api/goals/${failed.id}/generate-all-tasks`);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ planStatus: 'pending', planError: null });
    const goal = await waitForGoal(client, failed.id);
    expect(goal).toMatchObject({ planStatus: 'ready', planSource: 'ai', planError: null });
    await expectTheGoodPlan(client, block.db, goal, answers);

    const calls = await aiCallsOf(block.db, goal.id);
    expect(calls.map((call) => call.outcome)).toEqual([
      'invalid',
      'invalid',
      ...Array<string>(13).fill('ok'),
    ]);
  });
});

describe('plan generation when the model does not answer', () => {
  const block = appPerBlock((db) => aiEnv(db, { OPENAI_TIMEOUT_MS: '1000' }));

  const HANG = { hang: true } as const;
  it.each([
    {
      name: 'the outline',
      script: { part: 'plan_outline' } as const,
      purpose: 'plan_outline',
      reply: HANG,
    },
    {
      name: "week 4's tasks",
      script: { part: 'checkpoint_tasks', week: 4 } as const,
      purpose: 'plan_tasks',
      reply: HANG,
    },
    {
      // The SDK's own timeout ends with the headers: the body needs a deadline of ours.
      name: 'the outline stalled after its headers',
      script: { part: 'plan_outline' } as const,
      purpose: 'plan_outline',
      reply: { stallBody: true } as const,
    },
  ])('times out on $name, asks once more, then fails with nothing written', async (each) => {
    const answers = answersFor(`hang on ${each.name}`);
    const scripted: Script = { ...each.script, replies: [each.reply, each.reply] };
    server.respond = scriptedResponder(answers, scripted);
    const client = await newUser(block.app);
    const started = Date.now();
    const goal = await waitForGoal(client, (await createGoal(client, answers)).id);
    const elapsed = Date.now() - started;

    expect(goal).toMatchObject({
      planStatus: 'failed',
      planError: PLAN_FAILURE_MESSAGES.timeout,
      taskCount: 0,
    });
    expect(await planRows(block.db, goal.id)).toEqual(NO_ROWS);
    // Two calls of 1 s each, one after the other (not the SDK's default of 10 minutes).
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(elapsed).toBeLessThan(10_000);

    const hung = requestsFor(server.requests, answers).filter(
      (request) =>
        partOf(request) === scripted.part &&
        (scripted.week === undefined || weekOf(request) === scripted.week),
    );
    expect(hung).toHaveLength(2);
    const calls = await aiCallsOf(block.db, goal.id);
    const timeouts = calls.filter((call) => call.outcome !== 'ok');
    expect(timeouts.map((call) => [call.purpose, call.outcome])).toEqual([
      [each.purpose, 'timeout'],
      [each.purpose, 'timeout'],
    ]);
    for (const call of timeouts) {
      expect(call.durationMs).toBeGreaterThanOrEqual(990);
      expect(call.durationMs).toBeLessThan(5000);
      expect(call).toMatchObject({ promptTokens: 0, completionTokens: 0, costUsd: 0 });
    }
  });
});

describe('plans of several users, and of one', () => {
  const block = appPerBlock((db) => aiEnv(db, { OPENAI_TIMEOUT_MS: '1000' }));

  it("makes different users' plans at the same time: one slow plan holds up no one", async () => {
    const slow = answersFor('slow user');
    const quick = answersFor('quick user');
    const hangSlow = scriptedResponder(slow, {
      part: 'plan_outline',
      replies: [{ hang: true }, { hang: true }],
    });
    const goodQuick = goodPlanResponder(quick);
    server.respond = (request) =>
      goalOf(request) === slow.goal ? hangSlow(request) : goodQuick(request);
    const [slowUser, quickUser] = [await newUser(block.app), await newUser(block.app)];

    const slowGoal = await createGoal(slowUser, slow);
    await waitForGoal(slowUser, slowGoal.id, (goal) => goal.planStatus === 'generating');
    const quickGoal = await waitForGoal(quickUser, (await createGoal(quickUser, quick)).id);
    expect(quickGoal.planStatus).toBe('ready');
    // Ready while the slow plan's model has not answered yet (two calls of 1 s).
    const slowMeanwhile = await slowUser.get(`/api/goals/${slowGoal.id}`);
    expect(((await slowMeanwhile.json()) as Goal).planStatus).toBe('generating');

    expect((await waitForGoal(slowUser, slowGoal.id)).planStatus).toBe('failed');
  });

  it('makes one at a time: a second goal waits until the first plan is settled', async () => {
    const first = answersFor('first of two');
    const second = answersFor('second of two');
    server.respond = scriptedResponder(first, {
      part: 'plan_outline',
      replies: [{ hang: true }, { hang: true }],
    });
    const client = await newUser(block.app);
    const made = await createGoal(client, first);

    const refused = await client.post('/api/goals', second);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      message: 'A plan is already being generated for you. Please wait until it is ready.',
    });
    expect(
      await block.db.query('SELECT count(*)::int AS n FROM goals WHERE ai_input_goal = $1', [
        second.goal,
      ]),
    ).toMatchObject({ rows: [{ n: 0 }] });

    expect((await waitForGoal(client, made.id)).planStatus).toBe('failed');
    server.respond = goodPlanResponder(second);
    const next = await waitForGoal(client, (await createGoal(client, second)).id);
    expect(next.planStatus).toBe('ready');
  });
});

describe('plan generation across a restart', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('ends with the whole plan or a clean failure when the instance stops mid-plan', async () => {
    const answers = answersFor('restart');
    const good = goodPlanResponder(answers);
    // Instance A gets its outline and the tasks of weeks 1-2; its other task calls never return.
    server.respond = (request) =>
      partOf(request) === 'plan_outline' || weekOf(request) <= 2 ? good(request) : { hang: true };

    const appA = await startTestApp(aiEnv(db));
    let clientA: ApiClient | undefined;
    let goalId: string | undefined;
    let closedInMs = Infinity;
    try {
      clientA = await newUser(appA);
      goalId = (await createGoal(clientA, answers)).id;
      const generating = await waitForGoal(
        clientA,
        goalId,
        (goal) => goal.planStatus === 'generating' && goal.planProgress.checkpointsDone >= 2,
      );
      expect(generating.planProgress).toMatchObject({ stage: 'tasks', checkpointsTotal: 12 });
      // Calls for later weeks are under way (and hang) when A stops.
      await waitFor(() => requestsFor(server.requests, answers).some((r) => weekOrNull(r) === 3));
    } finally {
      const closing = Date.now();
      await appA.close();
      closedInMs = Date.now() - closing;
    }
    const id = must(goalId, 'the goal');
    // Stopping aborts the calls and hands the job back at once (not after its 15-minute expiry)...
    expect(closedInMs).toBeLessThan(5000);
    expect(await planRows(db, id)).toEqual(NO_ROWS);
    const { rows: goals } = await db.query(
      'SELECT plan_status AS "planStatus" FROM goals WHERE id = $1',
      [id],
    );
    expect(goals).toEqual([{ planStatus: 'pending' }]);
    const { rows: jobs } = await db.query(
      `SELECT state FROM pgboss.job WHERE name = 'plan-generation' AND data->>'goalId' = $1`,
      [id],
    );
    // ...to be retried at once by any instance (retryDelay 0).
    expect(jobs).toEqual([{ state: 'retry' }]);
    const askedOfA = requestsFor(server.requests, answers).length;

    server.respond = good;
    const appB = await startTestApp(aiEnv(db));
    try {
      const clientB = new ApiClient(appB);
      clientB.token = must(clientA, 'the client of A').token;
      const started = Date.now();
      const goal = await waitForGoal(clientB, id, undefined, 30_000);
      const pickedUpInMs = Date.now() - started;
      const rows = await planRows(db, id);
      if (goal.planStatus === 'ready') {
        await expectTheGoodPlan(clientB, db, goal, answers);
        // B made the plan afresh: the outline and all 12 weeks again.
        expect(requestsFor(server.requests, answers).slice(askedOfA).map(partOf)).toEqual([
          'plan_outline',
          ...Array<string>(12).fill('checkpoint_tasks'),
        ]);
      } else {
        expect(goal.planStatus).toBe('failed');
        expect(Object.values(PLAN_FAILURE_MESSAGES)).toContain(goal.planError);
        expect(rows).toEqual(NO_ROWS);
      }
      // B's worker polls every 2 s and the retry is due at once.
      expect(pickedUpInMs).toBeLessThan(10_000);
    } finally {
      await appB.close();
    }
  }, 60_000);
});

function weekOrNull(request: ChatRequest): number | null {
  return partOf(request) === 'checkpoint_tasks' ? weekOf(request) : null;
}

async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
