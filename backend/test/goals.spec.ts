import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  Checkpoint,
  Goal,
  Milestone,
  PlanKindOption,
  Stats,
  Task,
} from '@goalcoach/contracts';
import { ApiClient, json } from './support/api-client.js';
import { body } from './support/expect-response.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { expectRuleKeepingPlan } from './support/plan-checks.js';
import { ANSWERS } from './support/plan-responder.js';
import { type CapturedLogs, type TestApp, captureLogs, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

describe('goals on the offline planner', () => {
  let db: TestDatabase;
  let app: TestApp;
  let errors: CapturedLogs;
  let ann: ApiClient;
  let goal: Goal;

  beforeAll(async () => {
    db = await createTestDatabase();
    errors = captureLogs('error');
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE, PLAN_DAILY_LIMIT: '3' },
      errors.options,
    );
    ann = await signedIn(app, 'Ann');
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('creates a goal from the trimmed answers and answers at once with its plan pending', async () => {
    const padded = Object.fromEntries(
      Object.entries(ANSWERS).map(([key, value]) => [key, `  ${value}\n`]),
    );
    const created = await createGoal(ann, padded);
    expect(created).toMatchObject({
      planStatus: 'pending',
      planSource: 'offline',
      aiInputGoal: ANSWERS.goal,
      aiInputWhy: ANSWERS.why,
      aiInputVision: ANSWERS.vision,
      aiInputResources: ANSWERS.resources,
      aiInputObstacles: ANSWERS.obstacles,
      aiInputWorkingStyle: ANSWERS.workingStyle,
      aiInputLifeImpact: ANSWERS.change,
      progressPercentage: 0,
      status: 'active',
      deletedAt: null,
    });
    goal = await waitForGoal(ann, created.id);
    expect(goal.planStatus).toBe('ready');
    expect(goal.planProgress).toMatchObject({ stage: 'done', percent: 100 });
  });

  it('writes a plan that keeps every rule: 90 days, phases, weeks and tasks', async () => {
    expect(goal.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = (Date.parse(goal.endDate) - Date.parse(goal.startDate)) / 86_400_000;
    expect(days).toBe(89); // 90 days, both ends included
    expect(goal.firstDailyAction).not.toBe('');
    expect(goal.personalLegend).toContain('half marathon');

    const plan = await expectRuleKeepingPlan(ann, goal);
    // Written for the field of the goal, its distance and the obstacles named (a sore knee).
    expect(goal.planKind).toBe('Endurance running');
    const text = plan.taskTexts.join('\n');
    expect(text).toContain('Race 21.1 km');
    expect(text).toMatch(/long run of \d+(\.5)? km/);
    expect(text).toContain('to spare your legs');
  });

  it('lists checkpoints with their milestone for the quick-add control', async () => {
    const list = await body<{ id: string; title: string; milestoneTitle: string }[]>(
      await ann.get(`/api/checkpoints-with-context/${goal.id}`),
    );
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(must(list[0])).sort()).toEqual(['id', 'milestoneTitle', 'title']);
  });

  it('ticks a task, computes progress and momentum from the data, and unticks it', async () => {
    const tasks = await body<Task[]>(await ann.get(`/api/tasks/${goal.id}`));
    const today = tasks.filter((task) => task.date === goal.startDate);
    expect(today.length).toBeGreaterThan(0);
    const ticked = await body<Task>(
      await ann.patch(`/api/tasks/${must(today[0]).id}`, { status: 'completed' }),
    );
    expect(ticked).toMatchObject({
      status: 'completed',
      checkpointTitle: must(today[0]).checkpointTitle,
    });

    const after = await body<Goal>(await ann.get(`/api/goals/${goal.id}`));
    expect(after.completedTaskCount).toBe(1);
    expect(after.progressPercentage).toBe(Math.floor(100 / tasks.length));
    // Only today's tasks fall in the last 7 days of a plan that starts today.
    expect(after.momentumPercentage).toBe(Math.round(100 / today.length));

    const stats = await body<Stats>(await ann.get('/api/stats'));
    expect(stats).toEqual({
      activeGoals: 1,
      completedGoals: 0,
      streak: 0,
      overallProgress: after.progressPercentage,
    });

    await body<Task>(await ann.patch(`/api/tasks/${must(today[0]).id}`, { status: 'pending' }));
    expect((await body<Goal>(await ann.get(`/api/goals/${goal.id}`))).completedTaskCount).toBe(0);
  });

  it('completes a goal when all its tasks are done', async () => {
    const tasks = await body<Task[]>(await ann.get(`/api/tasks/${goal.id}`));
    await db.query(`UPDATE tasks SET status = 'completed' WHERE goal_id = $1`, [goal.id]);
    const done = await body<Goal>(await ann.get(`/api/goals/${goal.id}`));
    expect(done).toMatchObject({ progressPercentage: 100, status: 'completed' });
    expect(done.completedTaskCount).toBe(tasks.length);
    const stats = await body<Stats>(await ann.get('/api/stats'));
    expect(stats).toMatchObject({ activeGoals: 0, completedGoals: 1, overallProgress: 100 });
    await db.query(`UPDATE tasks SET status = 'pending' WHERE goal_id = $1`, [goal.id]);
  });

  it('counts the check-in streak into confidence and the stats', async () => {
    const user = (await db.query(`SELECT id FROM users WHERE email = 'ann@example.com'`)).rows[0];
    for (const [offset, done] of [
      [0, true],
      [1, true],
      [2, true],
      [4, true],
    ] as const) {
      await db.query(
        `INSERT INTO daily_checkins
           (user_id, date, completed_daily_action, confidence_level, created_at, updated_at)
         VALUES ($1, $2::date - $3::int, $4, 8, now(), now())`,
        [user.id, goal.startDate, offset, done],
      );
    }
    expect((await body<Goal>(await ann.get(`/api/goals/${goal.id}`))).confidenceStreak).toBe(3);
    expect((await body<Stats>(await ann.get('/api/stats'))).streak).toBe(3);
  });

  it('moves a milestone to complete when all its checkpoints are, and back', async () => {
    const [milestone] = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    const checkpoints = await body<Checkpoint[]>(
      await ann.get(`/api/milestones/${must(milestone).id}/checkpoints`),
    );
    for (const checkpoint of checkpoints) {
      const updated = await body<Checkpoint>(
        await ann.patch(`/api/checkpoints/${checkpoint.id}`, { status: 'complete' }),
      );
      expect(updated.status).toBe('complete');
    }
    let [first] = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    expect(must(first).status).toBe('complete');

    await ann.patch(`/api/checkpoints/${must(checkpoints[0]).id}`, { status: 'pending' });
    [first] = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    expect(must(first).status).toBe('in_progress');

    const set = await body<Milestone>(
      await ann.patch(`/api/milestones/${must(milestone).id}`, { status: 'upcoming' }),
    );
    expect(set.status).toBe('upcoming');
  });

  it('keeps a milestone the user marked complete while its weeks are ticked', async () => {
    const [, second] = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    const milestoneId = must(second).id;
    await body<Milestone>(
      await ann.patch(`/api/milestones/${milestoneId}`, { status: 'complete' }),
    );
    const [week] = await body<Checkpoint[]>(
      await ann.get(`/api/milestones/${milestoneId}/checkpoints`),
    );

    await body<Checkpoint>(
      await ann.patch(`/api/checkpoints/${must(week).id}`, { status: 'complete' }),
    );
    const afterTick = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    expect(must(afterTick.find((one) => one.id === milestoneId)).status).toBe('complete');

    // Saying again that an open week is open changes nothing.
    const [, other] = await body<Checkpoint[]>(
      await ann.get(`/api/milestones/${milestoneId}/checkpoints`),
    );
    await body<Checkpoint>(
      await ann.patch(`/api/checkpoints/${must(other).id}`, { status: 'pending' }),
    );
    const afterNoChange = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    expect(must(afterNoChange.find((one) => one.id === milestoneId)).status).toBe('complete');

    // Reopening a week is a change of mind: the milestone is no longer complete.
    await body<Checkpoint>(
      await ann.patch(`/api/checkpoints/${must(week).id}`, { status: 'pending' }),
    );
    const afterReopen = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    expect(must(afterReopen.find((one) => one.id === milestoneId)).status).toBe('upcoming');
  });

  it('refuses bad answers and bad statuses with clear 400s', async () => {
    const blank = await ann.post('/api/goals', { ...ANSWERS, why: '   ' });
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe('Why it matters is required');

    const { vision: _vision, ...missing } = ANSWERS;
    expect((await json(await ann.post('/api/goals', missing))).message).toBe(
      'Your vision is required',
    );

    const sneaky = await ann.post('/api/goals', { ...ANSWERS, userId: 'someone-else' });
    expect(sneaky.status).toBe(400);
    expect((await json(sneaky)).message).toBe('property userId should not exist');

    const long = await ann.post('/api/goals', { ...ANSWERS, goal: 'x'.repeat(2001) });
    expect((await json(long)).message).toBe('Your goal must be at most 2000 characters');

    const tasks = await body<Task[]>(await ann.get(`/api/tasks/${goal.id}`));
    const status = await ann.patch(`/api/tasks/${must(tasks[0]).id}`, { status: 'done' });
    expect(status.status).toBe(400);
    expect((await json(status)).message).toBe('status must be one of pending, completed');
    expect(await db.query('SELECT count(*)::int AS n FROM goals')).toMatchObject({
      rows: [{ n: 1 }],
    });
  });

  it('refuses a NUL character in an answer with a 400, not a failed insert', async () => {
    const response = await ann.post('/api/goals', { ...ANSWERS, why: 'because\u0000' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      statusCode: 400,
      message: 'Text must not contain NUL characters',
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await json(await ann.get(`/api/goals/${unknown}`))).toEqual({
      statusCode: 404,
      message: 'Goal not found',
    });
    expect((await ann.get('/api/goals/not-a-uuid')).status).toBe(404);
    expect((await ann.patch('/api/tasks/42', { status: 'completed' })).status).toBe(404);
  });

  it("keeps another user's goals, milestones, checkpoints and tasks private (404 everywhere)", async () => {
    const bob = await signedIn(app, 'Bob');
    const [milestone] = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    const [checkpoint] = await body<Checkpoint[]>(
      await ann.get(`/api/milestones/${must(milestone).id}/checkpoints`),
    );
    const [task] = await body<Task[]>(await ann.get(`/api/tasks/${goal.id}`));

    const attempts = [
      bob.get(`/api/goals/${goal.id}`),
      bob.post(`/api/goals/${goal.id}/generate-all-tasks`),
      bob.get(`/api/milestones/${goal.id}`),
      bob.get(`/api/milestones/${must(milestone).id}/checkpoints`),
      bob.patch(`/api/milestones/${must(milestone).id}`, { status: 'complete' }),
      bob.get(`/api/checkpoints-with-context/${goal.id}`),
      bob.patch(`/api/checkpoints/${must(checkpoint).id}`, { status: 'complete' }),
      bob.get(`/api/tasks/${goal.id}`),
      bob.patch(`/api/tasks/${must(task).id}`, { status: 'completed' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect(await body<Goal[]>(await bob.get('/api/goals'))).toEqual([]);
    expect(await body<Stats>(await bob.get('/api/stats'))).toEqual({
      activeGoals: 0,
      completedGoals: 0,
      streak: 0,
      overallProgress: 0,
    });
    // Nothing of Ann's changed.
    const unchanged = await body<Task[]>(await ann.get(`/api/tasks/${goal.id}`));
    expect(must(unchanged.find((one) => one.id === must(task).id)).status).toBe('pending');
  });

  it('answers 401 signed out', async () => {
    for (const path of ['/api/goals', '/api/stats', `/api/tasks/${goal.id}`]) {
      expect((await new ApiClient(app).get(path)).status).toBe(401);
    }
  });

  it('refuses a complete plan twice, then regenerates tasks of a thinned plan', async () => {
    const again = await ann.post(`/api/goals/${goal.id}/generate-all-tasks`);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('This goal already has a complete action plan.');

    await db.query(
      `DELETE FROM tasks WHERE goal_id = $1 AND id NOT IN
         (SELECT id FROM tasks WHERE goal_id = $1 ORDER BY date LIMIT 5)`,
      [goal.id],
    );
    await db.query(
      `UPDATE tasks SET status = 'completed' WHERE id = (SELECT id FROM tasks WHERE goal_id = $1 ORDER BY date LIMIT 1)`,
      [goal.id],
    );
    const started = await body<Goal>(
      await ann.post(`/api/goals/${goal.id}/generate-all-tasks`),
      202,
    );
    expect(started.planStatus).toBe('pending');
    const filled = await waitForGoal(ann, goal.id);
    expect(filled.planStatus).toBe('ready');
    // The completed task is kept; the pending ones are replaced by a full set.
    expect(filled.completedTaskCount).toBe(1);
    expect(filled.taskCount).toBeGreaterThanOrEqual(51);
    const milestones = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    expect(must(milestones[0]).id).toBe(
      (await db.query('SELECT id FROM milestones WHERE position = 1')).rows[0].id,
    );
  });

  it('starts one plan for two requests at once, and answers the other 409', async () => {
    const cara = await signedIn(app, 'Cara');
    const own = await waitForGoal(cara, (await createGoal(cara, ANSWERS)).id);
    await db.query(
      `DELETE FROM tasks WHERE goal_id = $1 AND id NOT IN
         (SELECT id FROM tasks WHERE goal_id = $1 ORDER BY date LIMIT 5)`,
      [own.id],
    );
    const before = await db.query('SELECT count(*)::int AS n FROM plan_generations');
    const errorLines = errors.lines.length;
    const answers = await Promise.all([
      cara.post(`/api/goals/${own.id}/generate-all-tasks`),
      cara.post(`/api/goals/${own.id}/generate-all-tasks`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    // An expected conflict is an answer, not an error of the application.
    expect(errors.lines.slice(errorLines)).toEqual([]);
    const after = await db.query('SELECT count(*)::int AS n FROM plan_generations');
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
    expect((await waitForGoal(cara, own.id)).planStatus).toBe('ready');
  });

  it('writes no goal when its plan cannot be queued, and nothing is left waiting', async () => {
    const dave = await signedIn(app, 'Dave');
    const davesGoals = `SELECT count(*)::int AS n FROM goals
      WHERE user_id = (SELECT id FROM users WHERE email = 'dave@example.com')`;
    await db.query('ALTER TABLE pgboss.job RENAME TO job_away');
    try {
      const response = await dave.post('/api/goals', ANSWERS);
      expect(response.status).toBe(500);
    } finally {
      await db.query('ALTER TABLE pgboss.job_away RENAME TO job');
    }
    expect((await db.query(davesGoals)).rows[0].n).toBe(0);

    // No goal stuck 'pending' holds the user's one plan at a time.
    const made = await waitForGoal(dave, (await createGoal(dave, ANSWERS)).id);
    expect(made.planStatus).toBe('ready');
  });

  it("keeps the daily limit of plans in the user's day", async () => {
    // Ann has made 2 requests today (the goal and the fill); the limit is 3.
    await createGoal(ann, ANSWERS).then((created) => waitForGoal(ann, created.id));
    const refused = await ann.post('/api/goals', ANSWERS);
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toBe(
      "You've reached today's limit of 3 plans. Please try again tomorrow.",
    );
    expect(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM goals
            WHERE user_id = (SELECT id FROM users WHERE email = 'ann@example.com')`,
        )
      ).rows[0].n,
    ).toBe(2);
  });
  it('names the shape of a goal outside its fields, and what 90 days reach of a debt', async () => {
    const erin = await signedIn(app, 'Erin');
    const sweater = await waitForGoal(
      erin,
      (await createGoal(erin, { ...ANSWERS, goal: 'Knit a sweater for my dad' })).id,
    );
    expect(sweater).toMatchObject({
      planKind: 'Make or restore',
      planKindWords: ['knit', 'sweater'],
      planReach: null,
    });
    const debt = await waitForGoal(
      erin,
      (
        await createGoal(erin, {
          ...ANSWERS,
          goal: 'Pay off $12,000 of debt',
          resources: 'I can put $900 a month towards it',
        })
      ).id,
    );
    expect(debt.planKind).toBe('Paying off debt');
    expect(debt.planReach).toBe(
      'At $900 a month this is clear in about 14 months (before interest); these 90 days take it to about $9,340.',
    );
    const plan = await expectRuleKeepingPlan(erin, debt);
    expect(plan.taskTexts.join('\n')).not.toMatch(/final payment|zero balance/i);
  });

  it('holds an event the goal dates inside the plan on that day, and says which week', async () => {
    const hal = await signedIn(app, 'Hal');
    // Fifty days on from today, whatever today is: inside the plan, well before its end.
    const day = new Date(Date.now() + 50 * 86_400_000);
    const named = day.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const goal = await waitForGoal(
      hal,
      (
        await createGoal(hal, {
          ...ANSWERS,
          goal: `Organise a street party for our road on ${named}`,
        })
      ).id,
    );
    expect(goal.planReach).toMatch(
      /^The street party is on \w+ \d+ \w+, week \d+ of these 90 days: the plan builds up to it/,
    );
    const plan = await expectRuleKeepingPlan(hal, goal);
    const tasks = await body<Task[]>(await hal.get(`/api/tasks/${goal.id}`));
    const theDay = tasks.find((task) => task.task.startsWith('Hold the street party'));
    expect(theDay?.date).toBe(day.toISOString().slice(0, 10));
    expect(plan.taskTexts.filter((text) => text.startsWith('Hold the street party'))).toHaveLength(
      1,
    );
  });

  it('writes the remaining weeks again as the kind the person chooses, keeping done tasks', async () => {
    const fay = await signedIn(app, 'Fay');
    const goal = await waitForGoal(
      fay,
      (await createGoal(fay, { ...ANSWERS, goal: 'Organise a street party for our road' })).id,
    );
    expect(goal.planKind).toBe('Organise an event');
    const options = await body<PlanKindOption[]>(await fay.get('/api/goals/plan-kinds'));
    expect(options).toContainEqual({ id: 'make', label: 'Make or restore', group: 'shape' });
    expect(options).toContainEqual({
      id: 'endurance-running',
      label: 'Endurance running',
      group: 'kind',
    });

    const titlesBefore = (await body<Milestone[]>(await fay.get(`/api/milestones/${goal.id}`))).map(
      (milestone) => milestone.title,
    );
    const tasks = await body<Task[]>(await fay.get(`/api/tasks/${goal.id}`));
    const done = must(tasks[0]);
    await body<Task>(await fay.patch(`/api/tasks/${done.id}`, { status: 'completed' }));

    const changed = await body<Goal>(
      await fay.put(`/api/goals/${goal.id}/plan-kind`, { kind: 'make' }),
    );
    expect(changed).toMatchObject({ planKind: 'Make or restore', planKindWords: [] });
    const plan = await expectRuleKeepingPlan(fay, changed);
    const after = await body<Task[]>(await fay.get(`/api/tasks/${goal.id}`));
    expect(after.find((task) => task.id === done.id)).toMatchObject({
      status: 'completed',
      task: done.task,
    });
    const titlesNow = (await body<Milestone[]>(await fay.get(`/api/milestones/${goal.id}`))).map(
      (milestone) => milestone.title,
    );
    // The plan starts today: every phase is still ahead, and each is the new shape's.
    expect(titlesNow.filter((title) => titlesBefore.includes(title))).toEqual([]);
    expect(plan.taskTexts.filter((text) => /street party/i.test(text)).length).toBeGreaterThan(10);

    const unknown = await fay.put(`/api/goals/${goal.id}/plan-kind`, { kind: 'origami' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe(
      'Choose one of the kinds and shapes the planner offers.',
    );
    const stranger = await signedIn(app, 'Gus');
    expect((await stranger.put(`/api/goals/${goal.id}/plan-kind`, { kind: 'event' })).status).toBe(
      404,
    );
  });
});
