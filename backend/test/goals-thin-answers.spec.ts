import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Goal, Milestone, Task } from '@goalcoach/contracts';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { ManualClock } from '../src/platform/clock/clock.js';
import { PLAN_FAILURE_MESSAGES } from '../src/goals/plan/plan-generation-error.js';
import { type ApiClient, json } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { createGoal, readyGoal, waitForGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { ANSWERS } from './support/plan-responder.js';
import type { TestDatabase } from './support/test-database.js';
import { signedIn } from './support/test-users.js';

// Noon UTC: every request of a test falls in one day, whatever day the suite runs.
const NOON = new Date('2026-03-04T12:00:00Z');

const DOTS = {
  goal: '.',
  why: '.',
  vision: '.',
  resources: '.',
  obstacles: '.',
  workingStyle: '.',
  change: '.',
};

const TOO_THIN = [
  'Describe your goal in a few words',
  'Say in a few words why this goal matters to you',
  'Describe in a few words what success looks like',
  'Name in a few words what you already have that will help',
  'Name in a few words what might get in your way',
  'Say in a few words how you like to work and how much time you have',
  'Say in a few words how reaching this goal will change your life',
];

async function countOf(db: TestDatabase, sql: string, email: string): Promise<number> {
  return (await db.query(sql, [email])).rows[0].n as number;
}

const goalsOf = (db: TestDatabase, email: string) =>
  countOf(
    db,
    'SELECT count(*)::int AS n FROM goals WHERE user_id = (SELECT id FROM users WHERE email = $1)',
    email,
  );

const plansOf = (db: TestDatabase, email: string) =>
  countOf(
    db,
    `SELECT count(*)::int AS n FROM plan_generations
      WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    email,
  );

describe('goal answers too thin for a plan, on the offline planner', () => {
  const block = appPerBlock(() => ({ PLAN_DAILY_LIMIT: '2' }), { clock: new ManualClock(NOON) });

  it('refuses "." to every question with a 400 saying what to write, and writes nothing', async () => {
    const ann = await signedIn(block.app, 'Ann');
    const response = await ann.post('/api/goals', DOTS);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      statusCode: 400,
      message: TOO_THIN.join('; '),
      errors: TOO_THIN,
    });

    for (const [answer, message] of [
      ['!!', 'Describe your goal in a few words'],
      ['5k', 'Describe your goal in a few words'],
      ['🏃', 'Describe your goal in a few words'],
    ] as const) {
      const refused = await ann.post('/api/goals', { ...ANSWERS, goal: answer });
      expect([answer, (await json(refused)).message]).toEqual([answer, message]);
    }
    const why = await ann.post('/api/goals', { ...ANSWERS, why: '?!' });
    expect((await json(why)).message).toBe('Say in a few words why this goal matters to you');
    expect(await goalsOf(block.db, 'ann@example.com')).toBe(0);
    expect(await plansOf(block.db, 'ann@example.com')).toBe(0);
  });

  it('refuses an answer of zero-width characters as blank, with its own message', async () => {
    const ann = await signedIn(block.app, 'Ann Two');
    const invisible = await ann.post('/api/goals', { ...ANSWERS, goal: '\u200b\u200b' });
    expect(invisible.status).toBe(400);
    expect((await json(invisible)).message).toBe('Your goal is required');
    const joined = await ann.post('/api/goals', { ...ANSWERS, why: ' \u200d\ufeff\u2060\u00ad ' });
    expect((await json(joined)).message).toBe('Why it matters is required');
    expect(await goalsOf(block.db, 'anntwo@example.com')).toBe(0);
  });

  it('names a goal on one line, without control characters or bidi overrides', async () => {
    const bea = await signedIn(block.app, 'Bea');
    const created = await createGoal(bea, {
      ...ANSWERS,
      goal: '\u200b\u202Eesrever\u202C Run a\r\nhalf marathon\u0007\u001b[0m',
      why: 'To feel strong\r\nand calm\u0007',
    });
    expect(created.goalName).toBe('esrever Run a half marathon[0m');
    expect(created.shortTitle).toBe('esrever Run a half marathon[0m');
    // Answers keep their lines (written LF) and, inside them, format characters a person may
    // mean; at the ends those go like spaces.
    expect(created.aiInputGoal).toBe('esrever\u202C Run a\nhalf marathon[0m');
    expect(created.aiInputWhy).toBe('To feel strong\nand calm');

    const goal = await waitForGoal(bea, created.id);
    expect(goal.planStatus).toBe('ready');
    const tasks = await body<Task[]>(await bea.get(`/api/tasks/${goal.id}`));
    for (const text of [goal.goalName, goal.shortTitle, ...tasks.map((task) => task.task)]) {
      // eslint-disable-next-line no-control-regex -- no control character may be left
      expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    }

    // A milestone's title is one line; its description may have many.
    const [milestone] = await body<Milestone[]>(await bea.get(`/api/milestones/${goal.id}`));
    const edited = await body<Milestone>(
      await bea.patch(`/api/milestones/${must(milestone).id}`, {
        title: 'Base\r\n\u202Eliam\u202C miles\u0007',
        description: 'Easy runs.\r\nOne long run.\u001b',
      }),
    );
    expect(edited).toMatchObject({
      title: 'Base liam miles',
      description: 'Easy runs.\nOne long run.',
    });
    await expectError(
      await bea.patch(`/api/tasks/${must(tasks[0]).id}`, { task: '\u200b' }),
      400,
      'Please enter a task description.',
    );
  });

  it("says the offline planner's plan failed, not the AI coach's, and does not count it", async () => {
    const cal = await signedIn(block.app, 'Cal');
    const goal = await readyGoal(cal);
    expect(await plansOf(block.db, 'cal@example.com')).toBe(1);
    // A plan whose outline no longer keeps the rules (a week's title without "Week N"), and
    // fewer than 10 tasks: asking for its complete plan makes the offline planner fail.
    await block.db.query(
      `UPDATE checkpoints SET title = 'Rest' WHERE goal_id = $1 AND week_number = 1`,
      [goal.id],
    );
    await block.db.query('DELETE FROM tasks WHERE goal_id = $1', [goal.id]);
    await body<Goal>(await cal.post(`/api/goals/${goal.id}/generate-all-tasks`), 202);
    const failed = await waitForGoal(cal, goal.id);
    expect(failed.planStatus).toBe('failed');
    expect(failed.planError).toBe(PLAN_FAILURE_MESSAGES.offlineInvalid);
    expect(failed.planError).toMatch(/^The offline planner couldn't make a plan/);
    expect(failed.planError).not.toMatch(/AI/);

    // The failure gave its request back: of the limit of 2, one is left for a new goal.
    expect(await plansOf(block.db, 'cal@example.com')).toBe(1);
    await readyGoal(cal);
    const refused = await cal.post('/api/goals', ANSWERS);
    expect(refused.status).toBe(429);
  });
});

describe('a failed plan of the model does not count against the daily limit', () => {
  let server: OpenAiCompatibleServer;
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer({
      respond: () => ({ status: 500, error: 'No responder scripted for this test' }),
    });
  });
  afterAll(async () => {
    await server.close();
  });
  const block = appPerBlock(
    () => ({
      OPENAI_API_KEY: 'sk-local-test',
      OPENAI_BASE_URL: server.url,
      OPENAI_TIMEOUT_MS: '5000',
      PLAN_DAILY_LIMIT: '1',
    }),
    { clock: new ManualClock(NOON) },
  );

  async function failedGoal(client: ApiClient): Promise<Goal> {
    const goal = await waitForGoal(client, (await createGoal(client, ANSWERS)).id);
    expect(goal.planStatus).toBe('failed');
    return goal;
  }

  it('gives back a plan the model could not make (an error) or made badly', async () => {
    const dan = await signedIn(block.app, 'Dan');
    server.respond = () => ({ status: 500, error: 'The model is down' });
    expect((await failedGoal(dan)).planError).toBe(PLAN_FAILURE_MESSAGES.unavailable);
    expect(await plansOf(block.db, 'dan@example.com')).toBe(0);

    server.respond = () => ({ content: 'Sure! Here is your plan: {"goalName": "Run a half' });
    expect((await failedGoal(dan)).planError).toBe(PLAN_FAILURE_MESSAGES.invalid);
    expect(await plansOf(block.db, 'dan@example.com')).toBe(0);

    // Both failures cost none of the one plan of the day: a third goal may still ask.
    expect((await dan.post('/api/goals', ANSWERS)).status).toBe(201);
    expect(await plansOf(block.db, 'dan@example.com')).toBe(1);
  });
});
