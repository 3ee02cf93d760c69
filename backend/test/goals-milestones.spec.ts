import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type Checkpoint,
  type Goal,
  type Milestone,
  type MilestoneWithGoal,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
} from '@goalcoach/contracts';
import { ApiClient } from './support/api-client.js';
import { body, expectError } from './support/expect-response.js';
import { readyGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { ANSWERS } from './support/plan-responder.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

const EITHER_OR = 'Send either a status, or a title and a description together.';

const milestonesOf = (client: ApiClient, goalId: string) =>
  client.get(`/api/milestones/${goalId}`).then((response) => body<Milestone[]>(response));
const checkpointsOf = (client: ApiClient, milestoneId: string) =>
  client
    .get(`/api/milestones/${milestoneId}/checkpoints`)
    .then((response) => body<Checkpoint[]>(response));

describe('milestones across goals, and editing milestones and checkpoints', () => {
  let db: TestDatabase;
  let app: TestApp;
  let ann: ApiClient;
  let bob: ApiClient;
  let older: Goal;
  let newer: Goal;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE });
    ann = await signedIn(app, 'Ann');
    bob = await signedIn(app, 'Bob');
    older = await readyGoal(ann, { ...ANSWERS, goal: 'Run a half marathon in under 2 hours' });
    newer = await readyGoal(ann, {
      ...ANSWERS,
      goal: 'Learn to play the cello well enough for a duet',
    });
    await readyGoal(bob);
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it("lists every goal's milestones with the goal's name, newest goal first, in plan order", async () => {
    const all = await body<MilestoneWithGoal[]>(await ann.get('/api/milestones'));
    const expected = [
      ...(await milestonesOf(ann, newer.id)).map((one) => ({ ...one, goalName: newer.goalName })),
      ...(await milestonesOf(ann, older.id)).map((one) => ({ ...one, goalName: older.goalName })),
    ];
    expect(expected.length).toBeGreaterThanOrEqual(6);
    expect(all).toEqual(expected);
    expect(all.map((one) => one.position).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('lists nothing for a user without goals', async () => {
    const cleo = await signedIn(app, 'Cleo');
    expect(await body<MilestoneWithGoal[]>(await cleo.get('/api/milestones'))).toEqual([]);
  });

  it('renames a milestone with a trimmed title and description', async () => {
    const [first] = await milestonesOf(ann, older.id);
    const renamed = await body<Milestone>(
      await ann.patch(`/api/milestones/${must(first).id}`, {
        title: '  Build the base  ',
        description: '\tEasy runs, three times a week. ',
      }),
    );
    expect(renamed).toEqual({
      ...first,
      title: 'Build the base',
      description: 'Easy runs, three times a week.',
    });
    expect(must((await milestonesOf(ann, older.id))[0])).toEqual(renamed);
    // The name shows on Home's list too.
    const all = await body<MilestoneWithGoal[]>(await ann.get('/api/milestones'));
    expect(all.find((one) => one.id === renamed.id)).toEqual({
      ...renamed,
      goalName: older.goalName,
    });
  });

  it('sets a milestone status by hand, and refuses bodies that mix or lack the changes', async () => {
    const [, second] = await milestonesOf(ann, older.id);
    const path = `/api/milestones/${must(second).id}`;
    expect(await body<Milestone>(await ann.patch(path, { status: 'in_progress' }))).toEqual({
      ...second,
      status: 'in_progress',
    });
    const cases: [unknown, string][] = [
      [{}, EITHER_OR],
      [{ title: 'Only a title' }, EITHER_OR],
      [{ description: 'Only a description' }, EITHER_OR],
      [{ status: 'complete', title: 'Both', description: 'At once' }, EITHER_OR],
      [{ title: '   ', description: 'Fine' }, 'Title is required'],
      [{ title: 'Fine', description: '' }, 'Description is required'],
      [
        { title: 'x'.repeat(PLAN_TITLE_MAX_LENGTH + 1), description: 'Fine' },
        `Title must be at most ${PLAN_TITLE_MAX_LENGTH} characters`,
      ],
      [
        { title: 'Fine', description: 'x'.repeat(PLAN_DESCRIPTION_MAX_LENGTH + 1) },
        `Description must be at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters`,
      ],
      [{ status: 'done' }, 'status must be one of upcoming, in_progress, complete'],
      [{ status: null }, 'status must be one of upcoming, in_progress, complete'],
      [{ status: 'complete', goalId: newer.id }, 'property goalId should not exist'],
    ];
    for (const [payload, message] of cases) {
      await expectError(await ann.patch(path, payload), 400, message);
    }
    expect(must((await milestonesOf(ann, older.id))[1])).toEqual({
      ...second,
      status: 'in_progress',
    });
  });

  it("renames a checkpoint, keeping 'Week N' in its title", async () => {
    const [milestone] = await milestonesOf(ann, older.id);
    const [week1, week2] = await checkpointsOf(ann, must(milestone).id);
    const rename = (checkpoint: Checkpoint | undefined, title: string) =>
      ann
        .patch(`/api/checkpoints/${must(checkpoint).id}`, { title, description: ' New focus ' })
        .then((response) => body<Checkpoint>(response));

    const prefixed = await rename(week1, '  Find your pace ');
    expect(prefixed).toEqual({
      ...week1,
      title: 'Week 1: Find your pace',
      description: 'New focus',
    });
    expect((await rename(week2, 'Long runs in week 2')).title).toBe('Long runs in week 2');
    // 'Week 12' does not name week 1.
    expect((await rename(week1, 'Like Week 12')).title).toBe('Week 1: Like Week 12');
    const titles = (await checkpointsOf(ann, must(milestone).id)).map((one) => one.title);
    expect(titles.slice(0, 2)).toEqual(['Week 1: Like Week 12', 'Long runs in week 2']);

    await expectError(
      await ann.patch(`/api/checkpoints/${must(week1).id}`, {
        title: 'x'.repeat(PLAN_TITLE_MAX_LENGTH),
        description: 'Fine',
      }),
      400,
      `Title must be at most ${PLAN_TITLE_MAX_LENGTH} characters with its "Week 1: " in front.`,
    );
  });

  it('keeps checkpoint statuses driving their milestone, and refuses mixed bodies', async () => {
    const [, , third] = await milestonesOf(ann, older.id);
    const weeks = await checkpointsOf(ann, must(third).id);
    for (const week of weeks) {
      const ticked = await body<Checkpoint>(
        await ann.patch(`/api/checkpoints/${week.id}`, { status: 'complete' }),
      );
      expect(ticked).toEqual({ ...week, status: 'complete' });
    }
    expect(must((await milestonesOf(ann, older.id))[2]).status).toBe('complete');
    await body<Checkpoint>(
      await ann.patch(`/api/checkpoints/${must(weeks[0]).id}`, { status: 'pending' }),
    );
    expect(must((await milestonesOf(ann, older.id))[2]).status).toBe('in_progress');

    const path = `/api/checkpoints/${must(weeks[0]).id}`;
    const cases: [unknown, string][] = [
      [{}, EITHER_OR],
      [{ title: 'Week 1: only a title' }, EITHER_OR],
      [{ status: 'pending', description: 'and a description' }, EITHER_OR],
      [{ status: 'in_progress' }, 'status must be one of pending, upcoming, complete'],
      [{ title: 'Fine', description: '  ' }, 'Description is required'],
    ];
    for (const [payload, message] of cases) {
      await expectError(await ann.patch(path, payload), 400, message);
    }
  });

  it("keeps another user's milestones and checkpoints private: 404 on every route", async () => {
    const [milestone] = await milestonesOf(ann, older.id);
    const [checkpoint] = await checkpointsOf(ann, must(milestone).id);
    const cases: [Promise<Response>, string][] = [
      [
        bob.patch(`/api/milestones/${must(milestone).id}`, { status: 'complete' }),
        'Milestone not found',
      ],
      [
        bob.patch(`/api/milestones/${must(milestone).id}`, { title: 'Mine', description: 'Now' }),
        'Milestone not found',
      ],
      [bob.get(`/api/milestones/${must(milestone).id}/checkpoints`), 'Milestone not found'],
      [
        bob.patch(`/api/checkpoints/${must(checkpoint).id}`, { status: 'complete' }),
        'Checkpoint not found',
      ],
      [
        bob.patch(`/api/checkpoints/${must(checkpoint).id}`, { title: 'Mine', description: 'Now' }),
        'Checkpoint not found',
      ],
      [bob.patch('/api/milestones/42', { status: 'complete' }), 'Milestone not found'],
      [bob.patch('/api/checkpoints/42', { status: 'complete' }), 'Checkpoint not found'],
    ];
    for (const [answer, message] of cases) await expectError(await answer, 404, message);
    const bobs = await body<MilestoneWithGoal[]>(await bob.get('/api/milestones'));
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.some((one) => one.goalId === older.id || one.goalId === newer.id)).toBe(false);
    expect(must((await milestonesOf(ann, older.id))[0])).toEqual(milestone);
  });

  it("hides a deleted goal's milestones and checkpoints: gone from the list, 404 everywhere", async () => {
    const [milestone] = await milestonesOf(ann, newer.id);
    const [checkpoint] = await checkpointsOf(ann, must(milestone).id);
    await db.query('UPDATE goals SET deleted_at = now() WHERE id = $1', [newer.id]);

    const all = await body<MilestoneWithGoal[]>(await ann.get('/api/milestones'));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((one) => one.goalId === older.id)).toBe(true);
    const cases: [Promise<Response>, string][] = [
      [ann.get(`/api/milestones/${newer.id}`), 'Goal not found'],
      [ann.get(`/api/milestones/${must(milestone).id}/checkpoints`), 'Milestone not found'],
      [
        ann.patch(`/api/milestones/${must(milestone).id}`, { status: 'complete' }),
        'Milestone not found',
      ],
      [
        ann.patch(`/api/milestones/${must(milestone).id}`, { title: 'T', description: 'D' }),
        'Milestone not found',
      ],
      [
        ann.patch(`/api/checkpoints/${must(checkpoint).id}`, { status: 'complete' }),
        'Checkpoint not found',
      ],
      [
        ann.patch(`/api/checkpoints/${must(checkpoint).id}`, { title: 'T', description: 'D' }),
        'Checkpoint not found',
      ],
      [ann.get(`/api/checkpoints-with-context/${newer.id}`), 'Goal not found'],
    ];
    for (const [answer, message] of cases) await expectError(await answer, 404, message);
  });

  it('answers 401 signed out', async () => {
    expect((await new ApiClient(app).get('/api/milestones')).status).toBe(401);
  });
});
