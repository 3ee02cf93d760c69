import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  Checkpoint,
  CheckpointWithContext,
  FocusedTasks,
  Goal,
  Milestone,
  Task,
  TodayTask,
} from '@goalcoach/contracts';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { PLAN_FAILURE_MESSAGES } from '../src/goals/plan/plan-generation-error.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { body, expectError } from './support/expect-response.js';
import { readyGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { plusDays } from './support/plan-checks.js';
import { ANSWERS, goodPlanResponder } from './support/plan-responder.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

/** 00:30 on 11 March in Berlin, 19:30 on 10 March in New York. */
const NOW = new Date('2026-03-10T23:30:00Z');
const BERLIN_TODAY = '2026-03-11';
const NEW_YORK_TODAY = '2026-03-10';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const tasksOf = (client: ApiClient, goalId: string) =>
  client.get(`/api/tasks/${goalId}`).then((response) => body<Task[]>(response));
const goalOf = (client: ApiClient, goalId: string) =>
  client.get(`/api/goals/${goalId}`).then((response) => body<Goal>(response));

async function checkpointsOf(client: ApiClient, goalId: string): Promise<Checkpoint[]> {
  const milestones = await body<Milestone[]>(await client.get(`/api/milestones/${goalId}`));
  const weeks = await Promise.all(
    milestones.map((milestone) =>
      client
        .get(`/api/milestones/${milestone.id}/checkpoints`)
        .then((response) => body<Checkpoint[]>(response)),
    ),
  );
  return weeks.flat();
}

/** Deletes a checkpoint's tasks through the API, as a user would. */
async function emptyCheckpoint(client: ApiClient, goalId: string, checkpointId: string) {
  const tasks = (await tasksOf(client, goalId)).filter((one) => one.checkpointId === checkpointId);
  expect(tasks.length).toBeGreaterThan(0);
  for (const task of tasks) {
    expect((await client.send('DELETE', `/api/tasks/${task.id}`)).status).toBe(204);
  }
}

describe('tasks by hand, today and focused tasks, on the offline planner', () => {
  let db: TestDatabase;
  let app: TestApp;
  const clock = new ManualClock(NOW);
  let ann: ApiClient;
  let ben: ApiClient;
  /** Ann's (Berlin) goals, older first; Ben's (New York). */
  let older: Goal;
  let newer: Goal;
  let bens: Goal;

  const taskRows = async () =>
    (await db.query('SELECT count(*)::int AS n FROM tasks')).rows[0].n as number;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE, PLAN_DAILY_LIMIT: '3' },
      { clock },
    );
    ann = await signedIn(app, 'Ann', 'Europe/Berlin');
    ben = await signedIn(app, 'Ben', 'America/New_York');
    older = await readyGoal(ann);
    clock.advance(60_000);
    newer = await readyGoal(ann);
    bens = await readyGoal(ben);
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it("starts each user's plan on their own today", () => {
    expect([older.startDate, newer.startDate, bens.startDate]).toEqual([
      BERLIN_TODAY,
      BERLIN_TODAY,
      NEW_YORK_TODAY,
    ]);
  });

  it("adds a task to a chosen checkpoint after the day's tasks, and the figures follow at once", async () => {
    const before = await goalOf(ann, older.id);
    const [, week2] = await body<CheckpointWithContext[]>(
      await ann.get(`/api/checkpoints-with-context/${older.id}`),
    );
    const created = await body<Task>(
      await ann.post('/api/tasks', {
        goalId: older.id,
        task: '  Stretch for 10 minutes \n',
        checkpointId: must(week2).id,
        date: BERLIN_TODAY,
      }),
      201,
    );
    expect(created).toEqual({
      id: expect.any(String),
      goalId: older.id,
      checkpointId: must(week2).id,
      task: 'Stretch for 10 minutes',
      status: 'pending',
      date: BERLIN_TODAY,
      markedAsWin: false,
      checkpointTitle: must(week2).title,
      writtenByPerson: true,
    });
    const todays = (await tasksOf(ann, older.id)).filter((task) => task.date === BERLIN_TODAY);
    expect(todays.length).toBeGreaterThan(1);
    expect(must(todays.at(-1)).id).toBe(created.id);

    const after = await goalOf(ann, older.id);
    expect(after.taskCount).toBe(before.taskCount + 1);
    await body<Task>(await ann.patch(`/api/tasks/${created.id}`, { status: 'completed' }));
    const ticked = await goalOf(ann, older.id);
    expect(ticked.completedTaskCount).toBe(before.completedTaskCount + 1);
    expect(ticked.progressPercentage).toBe(Math.floor(100 / (before.taskCount + 1)));
    expect((await goalOf(ann, newer.id)).taskCount).toBe(newer.taskCount);
  });

  it("puts a task sent without a checkpoint on its week's checkpoint (Home's Add Task)", async () => {
    const add = (date: string) =>
      ann
        .post('/api/tasks', { goalId: older.id, task: 'Walk instead of driving', date })
        .then((response) => body<Task>(response, 201));
    expect((await add(BERLIN_TODAY)).checkpointTitle).toMatch(/\bWeek 1\b/);
    expect((await add(plusDays(BERLIN_TODAY, 8))).checkpointTitle).toMatch(/\bWeek 2\b/);
    // The offline plan has no checkpoint in week 13: the task joins the week being worked on.
    const last = await add(older.endDate);
    expect(last.checkpointTitle).toMatch(/\bWeek 12\b/);
    expect(last.date).toBe(older.endDate);
  });

  it('adds a goal-less task of the user on any date, counted in no goal', async () => {
    const counts = [
      (await goalOf(ann, older.id)).taskCount,
      (await goalOf(ann, newer.id)).taskCount,
    ];
    const far = await body<Task>(
      await ann.post('/api/tasks', { task: 'Renew the passport', date: '2030-01-31' }),
      201,
    );
    expect(far).toMatchObject({ goalId: null, checkpointId: null, checkpointTitle: null });
    const nulls = await body<Task>(
      await ann.post('/api/tasks', {
        goalId: null,
        checkpointId: null,
        task: 'Call the plumber',
        date: '2020-02-29',
      }),
      201,
    );
    expect(nulls).toMatchObject({ goalId: null, task: 'Call the plumber', date: '2020-02-29' });
    expect([
      (await goalOf(ann, older.id)).taskCount,
      (await goalOf(ann, newer.id)).taskCount,
    ]).toEqual(counts);
  });

  it('refuses bad new tasks with clear 400s and 404s, writing nothing', async () => {
    const before = await taskRows();
    const [week1] = await body<CheckpointWithContext[]>(
      await ann.get(`/api/checkpoints-with-context/${older.id}`),
    );
    const [othersWeek] = await body<CheckpointWithContext[]>(
      await ann.get(`/api/checkpoints-with-context/${newer.id}`),
    );
    const valid = { goalId: older.id, task: 'Plan the week', date: BERLIN_TODAY };
    const cases: [unknown, number, string][] = [
      [{ ...valid, task: '   ' }, 400, 'Please enter a task description.'],
      [{ goalId: older.id, date: BERLIN_TODAY }, 400, 'Please enter a task description.'],
      [{ ...valid, task: 'x'.repeat(301) }, 400, 'Task must be at most 300 characters'],
      [{ ...valid, date: '2026-02-30' }, 400, 'date must be a real date written YYYY-MM-DD'],
      [{ ...valid, date: '11.03.2026' }, 400, 'date must be a real date written YYYY-MM-DD'],
      [{ ...valid, date: undefined }, 400, 'date must be a real date written YYYY-MM-DD'],
      [
        { ...valid, date: plusDays(older.endDate, 1) },
        400,
        `The date must be inside the goal's plan, from ${older.startDate} to ${older.endDate}.`,
      ],
      [
        { ...valid, date: plusDays(older.startDate, -1) },
        400,
        `The date must be inside the goal's plan, from ${older.startDate} to ${older.endDate}.`,
      ],
      [
        { task: 'Plan the week', date: BERLIN_TODAY, checkpointId: must(week1).id },
        400,
        'A checkpoint belongs to a goal: send its goalId with the checkpointId.',
      ],
      [{ ...valid, goalId: 'my-goal' }, 400, 'goalId must be a UUID'],
      [{ ...valid, userId: UNKNOWN }, 400, 'property userId should not exist'],
      [{ ...valid, goalId: UNKNOWN }, 404, 'Goal not found'],
      [{ ...valid, checkpointId: UNKNOWN }, 404, 'Checkpoint not found'],
      [{ ...valid, checkpointId: must(othersWeek).id }, 404, 'Checkpoint not found'],
    ];
    for (const [payload, status, message] of cases) {
      await expectError(await ann.post('/api/tasks', payload), status, message);
    }
    expect(await taskRows()).toBe(before);
  });

  it('refuses a task on a goal whose plan is being made (it would be replaced)', async () => {
    await db.query(`UPDATE goals SET plan_status = 'generating' WHERE id = $1`, [older.id]);
    try {
      await expectError(
        await ann.post('/api/tasks', { goalId: older.id, task: 'Stretch', date: BERLIN_TODAY }),
        409,
        'A plan is already being generated for you. Please wait until it is ready.',
      );
    } finally {
      await db.query(`UPDATE goals SET plan_status = 'ready' WHERE id = $1`, [older.id]);
    }
  });

  it('edits, marks as a win, ticks and deletes a task', async () => {
    const task = await body<Task>(
      await ann.post('/api/tasks', {
        goalId: older.id,
        task: 'Buy a foam roller',
        date: BERLIN_TODAY,
      }),
      201,
    );
    const path = `/api/tasks/${task.id}`;
    expect(
      await body<Task>(await ann.patch(path, { task: '  Buy a foam roller and use it ' })),
    ).toEqual({ ...task, task: 'Buy a foam roller and use it' });
    expect(await body<Task>(await ann.patch(path, { markedAsWin: true }))).toMatchObject({
      markedAsWin: true,
      status: 'pending',
    });
    expect(
      await body<Task>(await ann.patch(path, { status: 'completed', markedAsWin: false })),
    ).toMatchObject({
      status: 'completed',
      markedAsWin: false,
      checkpointTitle: task.checkpointTitle,
    });
    const completedAt = (await db.query('SELECT completed_at FROM tasks WHERE id = $1', [task.id]))
      .rows[0].completed_at as Date;
    expect(completedAt).toBeInstanceOf(Date);

    const before = await goalOf(ann, older.id);
    const deleted = await ann.send('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const after = await goalOf(ann, older.id);
    expect([after.taskCount, after.completedTaskCount]).toEqual([
      before.taskCount - 1,
      before.completedTaskCount - 1,
    ]);
    expect((await tasksOf(ann, older.id)).some((one) => one.id === task.id)).toBe(false);
    await expectError(await ann.patch(path, { status: 'pending' }), 404, 'Task not found');
    await expectError(await ann.send('DELETE', path), 404, 'Task not found');

    const own = await body<Task>(
      await ann.post('/api/tasks', { task: 'Water the plants', date: BERLIN_TODAY }),
      201,
    );
    expect(
      await body<Task>(await ann.patch(`/api/tasks/${own.id}`, { status: 'completed' })),
    ).toMatchObject({ goalId: null, status: 'completed' });
    expect((await ann.send('DELETE', `/api/tasks/${own.id}`)).status).toBe(204);
  });

  it('re-creates a deleted task in one request (Undo): its checkpoint or none, its tick and its win', async () => {
    const before = await goalOf(ann, older.id);
    const [, week2] = await body<CheckpointWithContext[]>(
      await ann.get(`/api/checkpoints-with-context/${older.id}`),
    );
    const done = await body<Task>(
      await ann.post('/api/tasks', {
        goalId: older.id,
        task: 'Foam roll after the run',
        checkpointId: must(week2).id,
        date: BERLIN_TODAY,
        status: 'completed',
        markedAsWin: true,
      }),
      201,
    );
    expect(done).toMatchObject({
      checkpointId: must(week2).id,
      checkpointTitle: must(week2).title,
      status: 'completed',
      markedAsWin: true,
    });
    // An explicit null is "no checkpoint", unlike an absent one (the date's week).
    const loose = await body<Task>(
      await ann.post('/api/tasks', {
        goalId: older.id,
        task: 'Stretch anywhere',
        checkpointId: null,
        date: BERLIN_TODAY,
        markedAsWin: false,
      }),
      201,
    );
    expect(loose).toMatchObject({
      goalId: older.id,
      checkpointId: null,
      checkpointTitle: null,
      status: 'pending',
      markedAsWin: false,
    });
    const completedAt = async (id: string) =>
      (await db.query('SELECT completed_at FROM tasks WHERE id = $1', [id])).rows[0]
        .completed_at as Date | null;
    expect(await completedAt(done.id)).toEqual(clock.now());
    expect(await completedAt(loose.id)).toBeNull();

    const listed = await tasksOf(ann, older.id);
    expect(listed.find((task) => task.id === done.id)).toEqual(done);
    expect(listed.find((task) => task.id === loose.id)).toEqual(loose);
    const after = await goalOf(ann, older.id);
    expect([after.taskCount, after.completedTaskCount]).toEqual([
      before.taskCount + 2,
      before.completedTaskCount + 1,
    ]);

    const own = await body<Task>(
      await ann.post('/api/tasks', {
        goalId: null,
        checkpointId: null,
        task: 'Book the dentist',
        date: BERLIN_TODAY,
        status: 'completed',
        markedAsWin: true,
      }),
      201,
    );
    expect(own).toMatchObject({ goalId: null, status: 'completed', markedAsWin: true });

    const rows = await taskRows();
    const valid = { goalId: older.id, task: 'Plan the week', date: BERLIN_TODAY };
    const cases: [unknown, string][] = [
      [{ ...valid, status: 'done' }, 'status must be one of pending, completed'],
      [{ ...valid, status: null }, 'status must be one of pending, completed'],
      [{ ...valid, markedAsWin: 'yes' }, 'markedAsWin must be true or false'],
      [{ ...valid, markedAsWin: null }, 'markedAsWin must be true or false'],
    ];
    for (const [payload, message] of cases) {
      await expectError(await ann.post('/api/tasks', payload), 400, message);
    }
    expect(await taskRows()).toBe(rows);

    for (const task of [done, loose, own]) {
      expect((await ann.send('DELETE', `/api/tasks/${task.id}`)).status).toBe(204);
    }
  });

  it('refuses bad edits with clear 400s', async () => {
    const [task] = await tasksOf(ann, older.id);
    const path = `/api/tasks/${must(task).id}`;
    const cases: [unknown, string][] = [
      [{}, 'Send at least one of status, task and markedAsWin.'],
      [{ task: '  ' }, 'Please enter a task description.'],
      [{ task: 'x'.repeat(301) }, 'Task must be at most 300 characters'],
      [{ status: 'done' }, 'status must be one of pending, completed'],
      [{ status: null }, 'status must be one of pending, completed'],
      [{ markedAsWin: 'yes' }, 'markedAsWin must be true or false'],
      [{ goalId: newer.id }, 'property goalId should not exist'],
    ];
    for (const [payload, message] of cases) {
      await expectError(await ann.patch(path, payload), 400, message);
    }
    expect(must((await tasksOf(ann, older.id))[0])).toEqual(task);
  });

  it('answers 404 for ids that are not UUIDs', async () => {
    await expectError(
      await ann.patch('/api/tasks/42', { status: 'completed' }),
      404,
      'Task not found',
    );
    await expectError(await ann.send('DELETE', '/api/tasks/42'), 404, 'Task not found');
    await expectError(await ann.get('/api/goals/42/focused-tasks'), 404, 'Goal not found');
  });

  it("focuses on today's task of the plan's current week", async () => {
    const focus = await body<FocusedTasks>(await ann.get(`/api/goals/${older.id}/focused-tasks`));
    expect(focus.currentWeek).toBe(1);
    expect(focus.source).toBe('today');
    expect(focus.focusedTasks.length).toBeGreaterThanOrEqual(1);
    expect(focus.focusedTasks.length).toBeLessThanOrEqual(4);
    expect(must(focus.focusedTasks[0])).toMatchObject({ date: BERLIN_TODAY, status: 'pending' });
    for (const task of focus.focusedTasks) expect(task.goalId).toBe(older.id);

    // Ben's plan moved 100 days back: today is after its end.
    await db.query(
      `UPDATE goals SET start_date = start_date - 100, end_date = end_date - 100 WHERE id = $1`,
      [bens.id],
    );
    try {
      const after = await body<FocusedTasks>(await ben.get(`/api/goals/${bens.id}/focused-tasks`));
      expect(after.currentWeek).toBeNull();
    } finally {
      await db.query(
        `UPDATE goals SET start_date = start_date + 100, end_date = end_date + 100 WHERE id = $1`,
        [bens.id],
      );
    }
  });

  it("lists today's tasks in each user's time zone, goal-less ones included, across midnight", async () => {
    const add = (client: ApiClient, task: string, date: string) =>
      client.post('/api/tasks', { task, date }).then((response) => body<Task>(response, 201));
    await add(ann, "Ann's errand of the 10th", '2026-03-10');
    const annsToday = await add(ann, "Ann's errand of the 11th", '2026-03-11');
    const bensToday = await add(ben, "Ben's errand of the 10th", '2026-03-10');
    const bensTomorrow = await add(ben, "Ben's errand of the 11th", '2026-03-11');

    const planned = async (client: ApiClient, goal: Goal, date: string) =>
      (await tasksOf(client, goal.id)).filter((task) => task.date === date).map((task) => task.id);

    const forAnn = await body<TodayTask[]>(await ann.get('/api/tasks/today'));
    expect(forAnn.every((task) => task.date === BERLIN_TODAY)).toBe(true);
    // Older goal first, then the newer one, then her own tasks; each in the day's order.
    expect(forAnn.map((task) => task.id)).toEqual([
      ...(await planned(ann, older, BERLIN_TODAY)),
      ...(await planned(ann, newer, BERLIN_TODAY)),
      annsToday.id,
    ]);
    expect(must(forAnn[0]).goalName).toBe(older.goalName);
    expect(must(forAnn.at(-1))).toEqual({ ...annsToday, goalName: null });

    const forBen = await body<TodayTask[]>(await ben.get('/api/tasks/today'));
    expect(forBen.map((task) => task.id)).toEqual([
      ...(await planned(ben, bens, NEW_YORK_TODAY)),
      bensToday.id,
    ]);

    // Six hours later it is past midnight in New York too; Berlin is still on the 11th.
    clock.advance(6 * 60 * 60 * 1000);
    const nextDay = await body<TodayTask[]>(await ben.get('/api/tasks/today'));
    expect(nextDay.map((task) => task.id)).toEqual([
      ...(await planned(ben, bens, '2026-03-11')),
      bensTomorrow.id,
    ]);
    expect((await body<TodayTask[]>(await ann.get('/api/tasks/today'))).map((t) => t.id)).toEqual(
      forAnn.map((task) => task.id),
    );
  });

  it('fills an emptied checkpoint with 4-8 tasks inside its week, and counts the request', async () => {
    const week3 = must((await checkpointsOf(ann, older.id)).find((one) => one.weekNumber === 3));
    await emptyCheckpoint(ann, older.id, week3.id);
    const before = await goalOf(ann, older.id);

    const made = await body<Task[]>(
      await ann.post('/api/tasks/generate-from-checkpoint', {
        checkpointId: week3.id,
        goalId: older.id,
      }),
      201,
    );
    expect(made.length).toBeGreaterThanOrEqual(4);
    expect(made.length).toBeLessThanOrEqual(8);
    for (const task of made) {
      expect(task).toMatchObject({
        goalId: older.id,
        checkpointId: week3.id,
        checkpointTitle: week3.title,
        status: 'pending',
        markedAsWin: false,
        writtenByPerson: false,
      });
      expect(task.date >= week3.startDate && task.date <= week3.endDate).toBe(true);
    }
    expect(new Set(made.map((task) => task.task)).size).toBe(made.length);
    const listed = (await tasksOf(ann, older.id)).filter((one) => one.checkpointId === week3.id);
    expect(listed.map((task) => task.id).sort()).toEqual(made.map((task) => task.id).sort());
    expect((await goalOf(ann, older.id)).taskCount).toBe(before.taskCount + made.length);

    const counted = await db.query(
      `SELECT kind, goal_id FROM plan_generations
        WHERE user_id = (SELECT id FROM users WHERE email = 'ann@example.com') ORDER BY requested_at`,
    );
    expect(counted.rows.map((row) => row.kind)).toEqual(['plan', 'plan', 'checkpoint']);
    expect(must(counted.rows.at(-1)).goal_id).toBe(older.id);
  });

  it('refuses to fill a checkpoint that has tasks', async () => {
    const week1 = must((await checkpointsOf(ann, older.id)).find((one) => one.weekNumber === 1));
    await expectError(
      await ann.post('/api/tasks/generate-from-checkpoint', {
        checkpointId: week1.id,
        goalId: older.id,
      }),
      409,
      'This checkpoint already has tasks. Only an empty checkpoint can be filled.',
    );
  });

  it('refuses to fill while the plan is being made, and past 80 tasks', async () => {
    const week5 = must((await checkpointsOf(ann, older.id)).find((one) => one.weekNumber === 5));
    await emptyCheckpoint(ann, older.id, week5.id);
    const fill = () =>
      ann.post('/api/tasks/generate-from-checkpoint', { checkpointId: week5.id, goalId: older.id });

    await db.query(`UPDATE goals SET plan_status = 'generating' WHERE id = $1`, [older.id]);
    try {
      await expectError(
        await fill(),
        409,
        'A plan is already being generated for you. Please wait until it is ready.',
      );
    } finally {
      await db.query(`UPDATE goals SET plan_status = 'ready' WHERE id = $1`, [older.id]);
    }

    const { taskCount } = await goalOf(ann, older.id);
    // Tasks by hand are not capped: enough of them leave no room for a set of 4.
    await db.query(
      `INSERT INTO tasks (id, user_id, goal_id, task, date, created_at)
       SELECT gen_random_uuid(), user_id, id, 'Filler ' || n, start_date, now()
         FROM goals, generate_series(1, $2::int) AS n WHERE goals.id = $1`,
      [older.id, 77 - taskCount],
    );
    try {
      await expectError(
        await fill(),
        409,
        'This goal has 77 tasks: a new set of at least 4 would take it past 80. Delete some tasks first.',
      );
    } finally {
      await db.query(`DELETE FROM tasks WHERE task LIKE 'Filler %'`);
    }
  });

  it('refuses to fill past the daily limit of plan requests, without asking', async () => {
    // Ann has used her 3: two goals and one fill.
    const week5 = must((await checkpointsOf(ann, older.id)).find((one) => one.weekNumber === 5));
    const refused = await ann.post('/api/tasks/generate-from-checkpoint', {
      checkpointId: week5.id,
      goalId: older.id,
    });
    await expectError(
      refused,
      429,
      "You've reached today's limit of 3 plans. Please try again tomorrow.",
    );
    expect((await tasksOf(ann, older.id)).some((one) => one.checkpointId === week5.id)).toBe(false);
  });

  it('refuses bad fill requests with 400s and 404s', async () => {
    const [week1] = await checkpointsOf(ann, older.id);
    const [othersWeek] = await checkpointsOf(ann, newer.id);
    const fill = (payload: unknown) => ann.post('/api/tasks/generate-from-checkpoint', payload);
    await expectError(await fill({}), 400, 'checkpointId must be a UUID; goalId must be a UUID');
    await expectError(
      await fill({ checkpointId: must(week1).id, goalId: older.id, count: 8 }),
      400,
      'property count should not exist',
    );
    await expectError(
      await fill({ checkpointId: must(othersWeek).id, goalId: older.id }),
      404,
      'Checkpoint not found',
    );
    await expectError(
      await fill({ checkpointId: UNKNOWN, goalId: older.id }),
      404,
      'Checkpoint not found',
    );
    await expectError(
      await fill({ checkpointId: must(week1).id, goalId: UNKNOWN }),
      404,
      'Goal not found',
    );
  });

  it("keeps another user's goals, checkpoints and tasks private: 404 on every route", async () => {
    const [annsTask] = await tasksOf(ann, older.id);
    const annsOwn = await body<Task>(
      await ann.post('/api/tasks', { task: 'Private errand', date: BERLIN_TODAY }),
      201,
    );
    const [annsWeek] = await checkpointsOf(ann, older.id);
    const [bensWeek] = await checkpointsOf(ben, bens.id);
    const before = await taskRows();
    const cases: [Promise<Response>, string][] = [
      [ben.get(`/api/tasks/${older.id}`), 'Goal not found'],
      [ben.get(`/api/goals/${older.id}/focused-tasks`), 'Goal not found'],
      [
        ben.post('/api/tasks', { goalId: older.id, task: 'Sneak in', date: BERLIN_TODAY }),
        'Goal not found',
      ],
      [
        ben.post('/api/tasks', {
          goalId: bens.id,
          checkpointId: must(annsWeek).id,
          task: 'Sneak in',
          date: NEW_YORK_TODAY,
        }),
        'Checkpoint not found',
      ],
      [ben.patch(`/api/tasks/${must(annsTask).id}`, { status: 'completed' }), 'Task not found'],
      [ben.patch(`/api/tasks/${annsOwn.id}`, { task: 'Mine now' }), 'Task not found'],
      [ben.send('DELETE', `/api/tasks/${must(annsTask).id}`), 'Task not found'],
      [ben.send('DELETE', `/api/tasks/${annsOwn.id}`), 'Task not found'],
      [
        ben.post('/api/tasks/generate-from-checkpoint', {
          checkpointId: must(annsWeek).id,
          goalId: older.id,
        }),
        'Goal not found',
      ],
      [
        ben.post('/api/tasks/generate-from-checkpoint', {
          checkpointId: must(annsWeek).id,
          goalId: bens.id,
        }),
        'Checkpoint not found',
      ],
      [
        ann.post('/api/tasks/generate-from-checkpoint', {
          checkpointId: must(bensWeek).id,
          goalId: bens.id,
        }),
        'Goal not found',
      ],
    ];
    for (const [answer, message] of cases) await expectError(await answer, 404, message);
    expect(await taskRows()).toBe(before);
    const forBen = await body<TodayTask[]>(await ben.get('/api/tasks/today'));
    expect(forBen.some((task) => task.id === annsOwn.id)).toBe(false);
    expect(must((await tasksOf(ann, older.id))[0])).toEqual(annsTask);
  });

  it("hides a deleted goal's tasks: gone from today, 404 everywhere", async () => {
    const todayBefore = await body<TodayTask[]>(await ann.get('/api/tasks/today'));
    const [task] = await tasksOf(ann, newer.id);
    const [week] = await checkpointsOf(ann, newer.id);
    expect(todayBefore.some((one) => one.goalId === newer.id)).toBe(true);
    await db.query('UPDATE goals SET deleted_at = now() WHERE id = $1', [newer.id]);

    const today = await body<TodayTask[]>(await ann.get('/api/tasks/today'));
    expect(today.map((one) => one.id)).toEqual(
      todayBefore.filter((one) => one.goalId !== newer.id).map((one) => one.id),
    );
    const cases: [Promise<Response>, string][] = [
      [ann.get(`/api/tasks/${newer.id}`), 'Goal not found'],
      [ann.get(`/api/goals/${newer.id}/focused-tasks`), 'Goal not found'],
      [
        ann.post('/api/tasks', { goalId: newer.id, task: 'Still here?', date: BERLIN_TODAY }),
        'Goal not found',
      ],
      [ann.patch(`/api/tasks/${must(task).id}`, { status: 'completed' }), 'Task not found'],
      [ann.send('DELETE', `/api/tasks/${must(task).id}`), 'Task not found'],
      [
        ann.post('/api/tasks/generate-from-checkpoint', {
          checkpointId: must(week).id,
          goalId: newer.id,
        }),
        'Goal not found',
      ],
    ];
    for (const [answer, message] of cases) await expectError(await answer, 404, message);
    const row = await db.query('SELECT status FROM tasks WHERE id = $1', [must(task).id]);
    expect(row.rows).toEqual([{ status: 'pending' }]);
  });

  it('answers 401 signed out', async () => {
    const visitor = new ApiClient(app);
    for (const response of await Promise.all([
      visitor.get('/api/tasks/today'),
      visitor.get(`/api/goals/${older.id}/focused-tasks`),
      visitor.post('/api/tasks', { task: 'x', date: BERLIN_TODAY }),
      visitor.post('/api/tasks/generate-from-checkpoint', {}),
    ])) {
      expect(response.status).toBe(401);
    }
  });
});

describe('filling a checkpoint through a language model', () => {
  let server: OpenAiCompatibleServer;
  let db: TestDatabase;
  let app: TestApp;
  let cara: ApiClient;
  let goal: Goal;
  let week2: Checkpoint;

  beforeAll(async () => {
    server = await startOpenAiCompatibleServer({ respond: goodPlanResponder(ANSWERS) });
    db = await createTestDatabase();
    app = await startTestApp({
      DATABASE_URL: db.url,
      INVITE_CODE: TEST_INVITE,
      OPENAI_API_KEY: 'sk-local-test',
      OPENAI_BASE_URL: server.url,
      OPENAI_TIMEOUT_MS: '5000',
      PLAN_DAILY_LIMIT: '3',
    });
    cara = await signedIn(app, 'Cara', 'Europe/Berlin');
    goal = await readyGoal(cara);
    week2 = must((await checkpointsOf(cara, goal.id)).find((one) => one.weekNumber === 2));
    await emptyCheckpoint(cara, goal.id, week2.id);
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
    await server.close();
  });

  const fill = () =>
    cara.post('/api/tasks/generate-from-checkpoint', { checkpointId: week2.id, goalId: goal.id });
  const requests = async () =>
    (await db.query('SELECT count(*)::int AS n FROM plan_generations')).rows[0].n as number;

  it("answers 503 with the provider's message when the model fails; the request counts", async () => {
    server.respond = () => ({ status: 500, error: 'The model is down' });
    const before = await requests();
    await expectError(await fill(), 503, PLAN_FAILURE_MESSAGES.unavailable);
    // The model was asked (and may have cost): the daily limit counts it.
    expect(await requests()).toBe(before + 1);
    expect((await tasksOf(cara, goal.id)).some((one) => one.checkpointId === week2.id)).toBe(false);
  });

  it("writes the model's tasks for the week once it answers", async () => {
    server.respond = goodPlanResponder(ANSWERS);
    const made = await body<Task[]>(await fill(), 201);
    expect(made.length).toBeGreaterThanOrEqual(4);
    for (const task of made) {
      expect(task.date >= week2.startDate && task.date <= week2.endDate).toBe(true);
    }
    const calls = await db.query(
      `SELECT purpose, outcome FROM ai_calls WHERE goal_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [goal.id],
    );
    expect(calls.rows).toEqual([{ purpose: 'plan_tasks', outcome: 'ok' }]);
  });

  it('does not ask the model for a fill past the daily limit', async () => {
    // Cara has used her 3: the goal, the failed fill and the fill.
    await emptyCheckpoint(cara, goal.id, week2.id);
    const asked = server.requests.length;
    await expectError(
      await fill(),
      429,
      "You've reached today's limit of 3 plans. Please try again tomorrow.",
    );
    expect(server.requests.length).toBe(asked);
  });
});
