import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DeletedGoal, Goal, Milestone, Stats, Task } from '@goalcoach/contracts';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { PLAN_STOPPED_BY_DELETION } from '../src/goals/deletion/goal-deletion.service.js';
import { GOAL_PURGE_QUEUE } from '../src/goals/deletion/goal-purge.job.js';
import { GoalPurgeService } from '../src/goals/deletion/goal-purge.service.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { type ApiClient, json } from './support/api-client.js';
import { body } from './support/expect-response.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { type PlanRows, planRows } from './support/plan-checks.js';
import {
  ANSWERS,
  answersFor,
  goalOf,
  goodPlanResponder,
  partOf,
} from './support/plan-responder.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NO_ROWS: PlanRows = { milestones: 0, checkpoints: 0, tasks: 0 };
const RESTORE_FAILED = 'Failed to restore goal. The undo period may have expired.';

const remove = (client: ApiClient, goalId: string) => client.send('DELETE', `/api/goals/${goalId}`);
const undo = (client: ApiClient, goalId: string) => client.post(`/api/goals/${goalId}/undo`);

/** Rows of everything that hangs off a goal, counted in SQL. */
async function goalRows(db: TestDatabase, goalId: string) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM goals WHERE id = $1) AS goals,
            (SELECT count(*)::int FROM plan_generations WHERE goal_id = $1) AS "planGenerations"`,
    [goalId],
  );
  return { ...(await planRows(db, goalId)), ...rows[0] };
}

describe('goal deletion, undo and the purge', () => {
  const clock = new ManualClock(new Date('2025-03-01T09:00:00Z'));
  let db: TestDatabase;
  let app: TestApp;
  let ann: ApiClient;
  let bob: ApiClient;
  let kept: Goal;
  let doomed: Goal;
  let doomedMilestones: Milestone[];
  let doomedTasks: Task[];
  /** When the doomed goal was deleted for good (its undo refused). */
  let doomedDeletedAt: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE, PLAN_DAILY_LIMIT: '20' },
      { clock },
    );
    ann = await signedIn(app, 'Ann');
    bob = await signedIn(app, 'Bob');
    kept = await waitForGoal(ann, (await createGoal(ann, answersFor('kept'))).id);
    doomed = await waitForGoal(ann, (await createGoal(ann, answersFor('doomed'))).id);
    expect([kept.planStatus, doomed.planStatus]).toEqual(['ready', 'ready']);
    doomedMilestones = await body<Milestone[]>(await ann.get(`/api/milestones/${doomed.id}`));
    doomedTasks = await body<Task[]>(await ann.get(`/api/tasks/${doomed.id}`));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('deletes a goal softly: it answers with the deletion and counts nowhere', async () => {
    expect((await body<Stats>(await ann.get('/api/stats'))).activeGoals).toBe(2);
    const deleted = await body<DeletedGoal>(await remove(ann, doomed.id));
    expect(deleted).toEqual({
      id: doomed.id,
      goalName: doomed.goalName,
      shortTitle: doomed.shortTitle,
      personalLegend: doomed.personalLegend,
      deletedAt: '2025-03-01T09:00:00.000Z',
      restorableUntil: '2025-03-02T09:00:00.000Z',
      expired: false,
    });

    const list = await body<Goal[]>(await ann.get('/api/goals'));
    expect(list.map((goal) => goal.id)).toEqual([kept.id]);
    expect(await body<Stats>(await ann.get('/api/stats'))).toMatchObject({
      activeGoals: 1,
      completedGoals: 0,
      overallProgress: 0,
    });
    const milestone = must(doomedMilestones[0]);
    const hidden = [
      ann.get(`/api/goals/${doomed.id}`),
      ann.get(`/api/milestones/${doomed.id}`),
      ann.get(`/api/milestones/${milestone.id}/checkpoints`),
      ann.get(`/api/checkpoints-with-context/${doomed.id}`),
      ann.get(`/api/tasks/${doomed.id}`),
      ann.get(`/api/goals/${doomed.id}/export`),
      ann.post(`/api/goals/${doomed.id}/generate-all-tasks`),
      ann.patch(`/api/tasks/${must(doomedTasks[0]).id}`, { status: 'completed' }),
      remove(ann, doomed.id),
    ];
    for (const response of await Promise.all(hidden)) expect(response.status).toBe(404);
  });

  it('lists it in Recently Deleted (a static path, not taken for a goal id)', async () => {
    const deleted = await body<DeletedGoal[]>(await ann.get('/api/goals/deleted'));
    expect(deleted).toEqual([
      expect.objectContaining({
        id: doomed.id,
        deletedAt: '2025-03-01T09:00:00.000Z',
        restorableUntil: '2025-03-02T09:00:00.000Z',
        expired: false,
      }),
    ]);
    // The UUID pipe still guards the id routes.
    expect((await ann.get('/api/goals/not-a-uuid')).status).toBe(404);
    expect((await remove(ann, 'deleted')).status).toBe(404);
  });

  it("keeps another user's goals out of reach: no delete, no undo, nothing listed", async () => {
    expect(await json(await remove(bob, kept.id))).toEqual({
      statusCode: 404,
      message: 'Goal not found',
    });
    expect((await undo(bob, doomed.id)).status).toBe(404);
    expect(await body<DeletedGoal[]>(await bob.get('/api/goals/deleted'))).toEqual([]);
    expect((await ann.get(`/api/goals/${kept.id}`)).status).toBe(200);
  });

  it('restores it within 24 h with its plan intact', async () => {
    clock.advance(24 * HOUR - 1000);
    const restored = await body<Goal>(await undo(ann, doomed.id));
    expect(restored).toEqual({ ...doomed, deletedAt: null });
    expect(await body<Milestone[]>(await ann.get(`/api/milestones/${doomed.id}`))).toEqual(
      doomedMilestones,
    );
    expect(await body<Task[]>(await ann.get(`/api/tasks/${doomed.id}`))).toEqual(doomedTasks);
    const list = await body<Goal[]>(await ann.get('/api/goals'));
    expect(list.map((goal) => goal.id).sort()).toEqual([kept.id, doomed.id].sort());
    expect(await body<DeletedGoal[]>(await ann.get('/api/goals/deleted'))).toEqual([]);

    expect(await json(await undo(ann, doomed.id))).toEqual({
      statusCode: 409,
      message: 'This goal is not deleted.',
    });
    expect((await undo(ann, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses an undo after 24 h (the undo period may have expired), and lists it as expired', async () => {
    doomedDeletedAt = clock.now().getTime();
    await body<DeletedGoal>(await remove(ann, doomed.id));
    clock.advance(24 * HOUR);
    const refused = await undo(ann, doomed.id);
    expect(await json(refused)).toEqual({ statusCode: 410, message: RESTORE_FAILED });
    expect((await ann.get(`/api/goals/${doomed.id}`)).status).toBe(404);

    clock.advance(HOUR);
    await body<DeletedGoal>(await remove(ann, kept.id));
    const deleted = await body<DeletedGoal[]>(await ann.get('/api/goals/deleted'));
    expect(deleted.map(({ id, expired }) => ({ id, expired }))).toEqual([
      { id: kept.id, expired: false },
      { id: doomed.id, expired: true },
    ]);
    expect(must(deleted[1]).deletedAt).toBe(new Date(doomedDeletedAt).toISOString());
  });

  it('erases goals deleted more than 24 h + 7 days ago with all their rows, in batches', async () => {
    const doomedRows = await goalRows(db, doomed.id);
    const keptRows = await goalRows(db, kept.id);
    expect(doomedRows.tasks).toBeGreaterThan(0);
    expect(doomedRows.planGenerations).toBe(1);
    // The AI calls of a goal are the admin's cost records: they stay, without the goal.
    await db.query(
      `INSERT INTO ai_calls (user_id, goal_id, purpose, model, prompt_tokens, completion_tokens,
                             cost_usd, duration_ms, outcome, created_at)
       SELECT user_id, id, 'plan_outline', 'gpt-4o', 10, 10, 0.01, 100, 'ok', now()
         FROM goals WHERE id = $1`,
      [doomed.id],
    );
    // Three bare goals of Ann's, deleted one at a time just before the doomed one.
    const { rows: bare } = await db.query(
      `INSERT INTO goals (user_id, goal_name, short_title, ai_input_goal, ai_input_why,
                          ai_input_vision, ai_input_resources, ai_input_obstacles,
                          ai_input_working_style, ai_input_life_impact, start_date, end_date,
                          plan_status, plan_source, plan_progress, created_at, updated_at,
                          deleted_at)
       SELECT user_id, 'Bare ' || n, 'Bare', 'g', 'w', 'v', 'r', 'o', 's', 'c', start_date,
              end_date, 'failed', plan_source, plan_progress, created_at, updated_at,
              deleted_at - n * interval '1 minute'
         FROM goals, generate_series(1, 3) AS n WHERE id = $1
       RETURNING id`,
      [doomed.id],
    );
    expect(bare).toHaveLength(3);

    // Just before the doomed goal's erasure: only the older bare goals go.
    const purge = app.app.get(GoalPurgeService);
    expect(await purge.purge(new Date(doomedDeletedAt + 8 * DAY - 1000), 2)).toBe(3);
    expect(await goalRows(db, doomed.id)).toEqual(doomedRows);

    // Batches of 2: the last one is short.
    expect(await purge.purge(new Date(doomedDeletedAt + 8 * DAY + 1000), 2)).toBe(1);
    expect(await goalRows(db, doomed.id)).toEqual({ ...NO_ROWS, goals: 0, planGenerations: 0 });
    expect(await goalRows(db, kept.id)).toEqual(keptRows);
    const { rows: calls } = await db.query(
      "SELECT goal_id FROM ai_calls WHERE purpose = 'plan_outline' AND model = 'gpt-4o'",
    );
    expect(calls).toEqual([{ goal_id: null }]);
    const { rows: left } = await db.query(
      'SELECT count(*)::int AS n FROM goals WHERE id = ANY($1)',
      [bare.map((row: { id: string }) => row.id)],
    );
    expect(left[0].n).toBe(0);
  });

  it('runs the purge as one hourly job, however many instances there are', async () => {
    const second = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE, PLAN_DAILY_LIMIT: '20' },
      { clock },
    );
    try {
      const jobs = async () =>
        (
          await db.query(
            `SELECT state FROM pgboss.job
              WHERE name = $1
                AND singleton_on = (SELECT max(singleton_on) FROM pgboss.job WHERE name = $1)`,
            [GOAL_PURGE_QUEUE],
          )
        ).rows as { state: string }[];
      // Both instances offered this hour's run at start: the database kept one.
      expect(await jobs()).toHaveLength(1);
      const deadline = Date.now() + 10_000;
      while (must(await jobs().then((rows) => rows[0])).state !== 'completed') {
        if (Date.now() > deadline) throw new Error('the purge job did not complete');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await second.close();
    }
  });
});

describe('deleting a goal while its plan is being made', () => {
  let server: OpenAiCompatibleServer;
  let db: TestDatabase;
  let app: TestApp;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const good = goodPlanResponder(ANSWERS);
    const doomedAnswers = answersFor('deleted while generating');
    const doomedGood = goodPlanResponder(doomedAnswers);
    let doomedTaskCalls = 0;
    server = await startOpenAiCompatibleServer({
      respond: async (request) => {
        if (goalOf(request) !== doomedAnswers.goal) return good(request);
        if (partOf(request) === 'plan_outline') return doomedGood(request);
        // The doomed goal's outline arrives; its first task call waits until the test lets it
        // go, the others never answer: only stopping them ends the job before their timeout.
        doomedTaskCalls += 1;
        if (doomedTaskCalls > 1) return { hang: true };
        await held;
        return doomedGood(request);
      },
    });
    db = await createTestDatabase();
    app = await startTestApp({
      DATABASE_URL: db.url,
      INVITE_CODE: TEST_INVITE,
      OPENAI_API_KEY: 'sk-local-test',
      OPENAI_BASE_URL: server.url,
      OPENAI_TIMEOUT_MS: '120000',
      PLAN_DAILY_LIMIT: '20',
    });
  });

  afterAll(async () => {
    release();
    await app?.close();
    await db?.drop();
    await server?.close();
  });

  it('stops the plan: the user can start the next goal, and nothing is written onto the deleted one', async () => {
    const cara = await signedIn(app, 'Cara');
    const doomed = await createGoal(cara, answersFor('deleted while generating'));
    await waitForGoal(
      cara,
      doomed.id,
      (goal) => goal.planStatus === 'generating' && goal.planProgress.stage === 'tasks',
    );
    await body<DeletedGoal>(await remove(cara, doomed.id));

    // The one plan at a time is free at once, while the doomed goal's job still runs.
    const next = await createGoal(cara, ANSWERS);
    expect((await waitForGoal(cara, next.id)).planStatus).toBe('ready');

    release();
    const jobState = async () =>
      (
        await db.query(
          `SELECT state FROM pgboss.job WHERE name = 'plan-generation' AND data->>'goalId' = $1`,
          [doomed.id],
        )
      ).rows[0]?.state as string | undefined;
    const deadline = Date.now() + 20_000;
    while ((await jobState()) !== 'completed') {
      if (Date.now() > deadline)
        throw new Error(`the doomed plan's job stayed ${await jobState()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await planRows(db, doomed.id)).toEqual(NO_ROWS);

    // Restored, it says why it has no plan; the user can make it again.
    const restored = await body<Goal>(await undo(cara, doomed.id));
    expect(restored).toMatchObject({
      planStatus: 'failed',
      planError: PLAN_STOPPED_BY_DELETION,
      taskCount: 0,
      deletedAt: null,
    });
    expect(restored.planProgress.stage).toBe('failed');
  });
});
