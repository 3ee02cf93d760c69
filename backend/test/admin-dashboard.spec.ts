import { beforeAll, describe, expect, it } from '@jest/globals';
import type {
  AdminDailyUsage,
  AdminStats,
  AdminUserRow,
  GoalHistoryRow,
} from '@goalcoach/contracts';
import { AiCallsService, type ReservedAiCall } from '../src/platform/ai/ai-calls.service.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import {
  ADMIN_ROUTES,
  pageOf,
  recordCall,
  seedCheckIns,
  seedGoal,
  seedUsers,
  userIdOf,
} from './support/admin-seed.js';
import { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { must } from './support/must.js';
import { setClock } from './support/reviews-client.js';
import { signedIn } from './support/test-users.js';

/**
 * 1 April 2026, 12:05 in Tokyo (the admin's zone; UTC+9): Tokyo's day and month began at
 * 2026-03-31T15:00Z. In New York (Sam) it is still 31 March, 23:05.
 *
 * Model calls, priced by the table ($ per million tokens, input/output: gpt-4o 2.5/10,
 * gpt-4o-mini 0.15/0.6):
 *   F 03-25T14:00Z Sam  gpt-4o 100000/10000 = 0.35     (25 March 23:00 in Tokyo)
 *   E 03-26T00:00Z Sam  gpt-4o 1000/500     = 0.0075   (26 March)
 *   A 03-31T14:59Z Sam  gpt-4o 1000/500     = 0.0075   (31 March 23:59 in Tokyo: yesterday)
 *   B 03-31T15:01Z Sam  gpt-4o-mini 2000/1000 = 0.0009 (1 April 00:01: today)
 *   D 04-01T01:00Z Bo   gpt-4o 300/0 failed = 0.00075
 *   C 04-01T02:00Z Bo   pending (cost 0), later settled as gpt-4o 2000/1000 = 0.015
 * Today and April: B, C, D. The 7 completed days before today (25-31 March): F, E, A; at
 * 01:00 on 2 April (26 March - 1 April): E, A, B, C, D.
 */
const START = '2026-04-01T03:00:00Z';
const TODAY_COST = 0.0009 + 0.00075;
const PAST_7_DAYS_COST = 0.35 + 0.0075 + 0.0075;
const SETTLED_COST = 0.015;

describe('admin dashboard: figures, users and goal history', () => {
  const clock = new ManualClock(new Date(START));
  const block = appPerBlock(() => ({}), { clock });
  let admin: ApiClient;
  let member: ApiClient;
  let pending: ReservedAiCall;

  beforeAll(async () => {
    const { app, db } = block;
    const signUpAt = async (minute: number, name: string, zone: string) => {
      setClock(clock, `2026-04-01T03:0${minute}:00Z`);
      return signedIn(app, name, zone);
    };
    admin = await signUpAt(0, 'Admin', 'Asia/Tokyo');
    await signUpAt(1, 'Sam', 'America/New_York');
    await signUpAt(2, 'Bo', 'UTC');
    member = await signUpAt(3, 'Member', 'Europe/Berlin');
    setClock(clock, '2026-04-01T03:05:00Z');
    await seedUsers(db, 'Filler', 30, '2026-01-01T00:00:00Z');
    await db.query(
      `INSERT INTO users (name, email, email_key, password_hash, created_at)
       VALUES ('100% Done', 'percent@example.org', 'percent@example.org', 'x', '2025-12-01')`,
    );
    // Bo was last seen yesterday (Tokyo), and makes no request after this.
    await db.query("UPDATE users SET last_seen_at = '2026-03-31T14:59:00Z' WHERE name = 'Bo'");

    const sam = await userIdOf(db, 'Sam');
    const bo = await userIdOf(db, 'Bo');
    const marathon = await seedGoal(db, sam, 'Run a marathon', '2026-03-20T00:00:00Z');
    await seedGoal(db, sam, 'Learn piano', '2026-03-21T00:00:00Z', {
      deletedAt: '2026-03-22T00:00:00Z',
      planSource: 'offline',
    });
    await seedGoal(db, sam, 'Old goal', '2025-06-01T00:00:00Z');
    const book = await seedGoal(db, bo, 'Write a book', '2026-03-25T00:00:00Z');

    const { app: nest } = app;
    await recordCall(app, clock, '2026-03-25T14:00:00Z', {
      userId: sam,
      promptTokens: 100_000,
      completionTokens: 10_000,
    });
    await recordCall(app, clock, '2026-03-26T00:00:00Z', { userId: sam, goalId: marathon });
    await recordCall(app, clock, '2026-03-31T14:59:00Z', { userId: sam });
    await recordCall(app, clock, '2026-03-31T15:01:00Z', {
      userId: sam,
      model: 'gpt-4o-mini',
      promptTokens: 2000,
      completionTokens: 1000,
    });
    await recordCall(app, clock, '2026-04-01T01:00:00Z', {
      userId: bo,
      goalId: book,
      promptTokens: 300,
      completionTokens: 0,
      outcome: 'error',
    });
    setClock(clock, '2026-04-01T02:00:00Z');
    pending = must(
      await nest
        .get(AiCallsService)
        .reserve(
          { userId: bo, goalId: null, purpose: 'plan', model: 'gpt-4o' },
          { count: 10, since: new Date('2026-03-31T00:00:00Z') },
        ),
    );
    setClock(clock, '2026-04-01T03:05:00Z');

    await seedCheckIns(db, sam, [
      { date: '2026-03-28', done: true },
      { date: '2026-03-29', done: true },
      { date: '2026-03-30', done: true },
      { date: '2026-03-31', done: false },
    ]);
    await seedCheckIns(db, bo, [
      { date: '2026-03-27', done: true },
      { date: '2026-03-28', done: true },
    ]);
    await seedCheckIns(db, await userIdOf(db, 'Member'), [
      { date: '2026-03-31', done: true },
      { date: '2026-04-01', done: true },
    ]);
  });

  it('refuses every admin route to a visitor (401) and to a signed-in member (403)', async () => {
    const visitor = new ApiClient(block.app);
    for (const path of ADMIN_ROUTES) {
      expect({ path, status: (await visitor.get(path)).status }).toEqual({ path, status: 401 });
      const refused = await member.get(path);
      expect({ path, status: refused.status }).toEqual({ path, status: 403 });
      expect(await refused.json()).toEqual({ statusCode: 403, message: 'Admins only' });
      expect({ path, status: (await admin.get(path)).status }).toEqual({ path, status: 200 });
    }
  });

  it("counts today and this month on the admin's calendar, pending and failed calls included", async () => {
    const stats = await body<AdminStats>(await admin.get('/api/admin/stats'));
    expect(stats).toEqual({
      totalUsers: 35,
      activeUsersToday: 3,
      apiCallsToday: 3,
      apiCallsMonth: 3,
      estimatedCost: expect.any(Number),
      costMonth: expect.any(Number),
      projectedMonthlyCost: expect.any(Number),
    });
    expect(stats.estimatedCost).toBeCloseTo(TODAY_COST, 9);
    expect(stats.costMonth).toBeCloseTo(TODAY_COST, 9);
    expect(stats.projectedMonthlyCost).toBeCloseTo((PAST_7_DAYS_COST / 7) * 30, 9);
  });

  it('adds a pending call’s real cost once it is settled', async () => {
    await block.app.app.get(AiCallsService).settle(pending, {
      promptTokens: 2000,
      completionTokens: 1000,
      durationMs: 900,
      outcome: 'ok',
    });
    const stats = await body<AdminStats>(await admin.get('/api/admin/stats'));
    expect(stats.apiCallsToday).toBe(3);
    expect(stats.estimatedCost).toBeCloseTo(TODAY_COST + SETTLED_COST, 9);
    // Today is not in the projection's days.
    expect(stats.projectedMonthlyCost).toBeCloseTo((PAST_7_DAYS_COST / 7) * 30, 9);
  });

  it('projects the month from the 7 completed days before today, even at 01:00', async () => {
    setClock(clock, '2026-04-01T16:00:00Z'); // 2 April, 01:00 in Tokyo
    try {
      const stats = await body<AdminStats>(await admin.get('/api/admin/stats'));
      const days = 0.0075 + 0.0075 + TODAY_COST + SETTLED_COST;
      expect(stats.projectedMonthlyCost).toBeCloseTo((days / 7) * 30, 9);
    } finally {
      setClock(clock, '2026-04-01T03:05:00Z');
    }
  });

  it('lists the last 30 days oldest first, days without calls included', async () => {
    const days = await body<AdminDailyUsage[]>(await admin.get('/api/admin/usage/daily'));
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-03-03', calls: 0, costUsd: 0 });
    const busy = days.filter((day) => day.calls > 0);
    expect(busy.map(({ date, calls }) => ({ date, calls }))).toEqual([
      { date: '2026-03-25', calls: 1 },
      { date: '2026-03-26', calls: 1 },
      { date: '2026-03-31', calls: 1 },
      { date: '2026-04-01', calls: 3 },
    ]);
    expect(busy.map((day) => day.costUsd)).toEqual([0.35, 0.0075, 0.0075, 0.01665]);
  });

  it('moves "today" when the day ends in the admin’s zone, and "this month" with the month', async () => {
    setClock(clock, '2026-04-01T15:00:00Z'); // 2 April, 00:00 in Tokyo
    try {
      const stats = await body<AdminStats>(await admin.get('/api/admin/stats'));
      expect(stats).toMatchObject({ apiCallsToday: 0, apiCallsMonth: 3, estimatedCost: 0 });
      const days = await body<AdminDailyUsage[]>(await admin.get('/api/admin/usage/daily'));
      expect(days.at(-1)).toEqual({ date: '2026-04-02', calls: 0, costUsd: 0 });
    } finally {
      setClock(clock, '2026-04-01T03:05:00Z');
    }
  });

  it('pages the users newest account first, each with their figures', async () => {
    const first = await pageOf<AdminUserRow>(admin, '/api/admin/users');
    expect(first).toMatchObject({ total: 35, page: 1, pageSize: 25 });
    expect(first.items.map((user) => user.name).slice(0, 6)).toEqual([
      'Member',
      'Bo',
      'Sam',
      'Admin',
      'Filler 30',
      'Filler 29',
    ]);
    const byName = new Map(first.items.map((user) => [user.name, user]));
    expect(byName.get('Sam')).toEqual({
      id: await userIdOf(block.db, 'Sam'),
      name: 'Sam',
      email: 'sam@example.com',
      isAdmin: false,
      createdAt: '2026-04-01T03:01:00.000Z',
      goalCount: 2,
      // 28-30 March done; 31 March (today in New York) not done yet: the run is alive.
      currentStreak: 3,
      lastCheckInDate: '2026-03-31',
      apiCallsToday: 1,
      apiCallsMonth: 1,
    });
    expect(byName.get('Bo')).toMatchObject({
      goalCount: 1,
      currentStreak: 0,
      lastCheckInDate: '2026-03-28',
      apiCallsToday: 2,
      apiCallsMonth: 2,
    });
    expect(byName.get('Member')).toMatchObject({ currentStreak: 2, lastCheckInDate: '2026-04-01' });
    expect(byName.get('Admin')).toMatchObject({
      isAdmin: true,
      goalCount: 0,
      currentStreak: 0,
      lastCheckInDate: null,
    });

    const second = await pageOf<AdminUserRow>(admin, '/api/admin/users?page=2');
    expect(second).toMatchObject({ total: 35, page: 2, pageSize: 25 });
    expect(second.items.map((user) => user.name)).toEqual([
      ...Array.from({ length: 9 }, (_, index) => `Filler ${9 - index}`),
      '100% Done',
    ]);
    const past = await pageOf<AdminUserRow>(admin, '/api/admin/users?page=9&pageSize=10');
    expect(past).toEqual({ items: [], total: 35, page: 9, pageSize: 10 });
  });

  it('searches any part of the name or e-mail, in any case, % and _ taken literally', async () => {
    const names = async (search: string) => {
      const page = await pageOf<AdminUserRow>(
        admin,
        `/api/admin/users?search=${encodeURIComponent(search)}&pageSize=100`,
      );
      expect(page.total).toBe(page.items.length);
      return page.items.map((user) => user.name);
    };
    expect(await names('sAm')).toEqual(['Sam']);
    expect(await names('FILLER1@')).toEqual(['Filler 1']);
    expect(await names('filler2')).toEqual([
      'Filler 29',
      'Filler 28',
      'Filler 27',
      'Filler 26',
      'Filler 25',
      'Filler 24',
      'Filler 23',
      'Filler 22',
      'Filler 21',
      'Filler 20',
      'Filler 2',
    ]);
    expect(await names('0%')).toEqual(['100% Done']);
    expect(await names('%')).toEqual(['100% Done']);
    expect(await names('_')).toEqual([]);
    expect(await names('  bo  ')).toEqual(['Bo']);
    expect(await names('nobody')).toEqual([]);
  });

  it('lists every goal newest first, deleted ones too, tracked when calls were recorded', async () => {
    const page = await pageOf<GoalHistoryRow>(admin, '/api/admin/goal-history');
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        goal_name: 'Write a book',
        user_name: 'Bo',
        user_email: 'bo@example.com',
        created_at: '2026-03-25T00:00:00.000Z',
        tracked_api_call: true,
        plan_source: 'ai',
      },
      expect.objectContaining({
        goal_name: 'Learn piano',
        tracked_api_call: false,
        plan_source: 'offline',
      }),
      expect.objectContaining({ goal_name: 'Run a marathon', tracked_api_call: true }),
      expect.objectContaining({
        goal_name: 'Old goal',
        user_name: 'Sam',
        created_at: '2025-06-01T00:00:00.000Z',
        tracked_api_call: false,
        plan_source: 'ai',
      }),
    ]);
    const second = await pageOf<GoalHistoryRow>(admin, '/api/admin/goal-history?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((goal) => goal.goal_name)).toEqual(['Old goal']);
  });

  it('refuses a wrong page, page size or search with a 400 that says why', async () => {
    const cases: [string, string][] = [
      ['/api/admin/users?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['/api/admin/users?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
      ['/api/admin/users?page=0', 'page must be a whole number from 1 to 100000'],
      ['/api/admin/goal-history?page=two', 'page must be a whole number from 1 to 100000'],
      ['/api/admin/goal-history?page=1.5', 'page must be a whole number from 1 to 100000'],
      ['/api/admin/goal-history?page=0x2', 'page must be a whole number from 1 to 100000'],
      ['/api/admin/users?pageSize=%2010', 'pageSize must be a whole number from 1 to 100'],
      ['/api/admin/users?page=', 'page must be a whole number from 1 to 100000'],
      [`/api/admin/users?search=${'a'.repeat(201)}`, 'search must be at most 200 characters'],
      ['/api/admin/users?search=a&search=b', 'search must be text'],
      ['/api/admin/users?search=%00', 'Text must not contain NUL characters'],
      ['/api/admin/users?search=a%00b', 'Text must not contain NUL characters'],
      ['/api/admin/goal-history?search=a', 'property search should not exist'],
    ];
    for (const [path, message] of cases) await expectError(await admin.get(path), 400, message);
  });
});
