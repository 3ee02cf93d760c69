import type { AdminPage, PlanSource } from '@goalcoach/contracts';
import type { ManualClock } from '../../src/platform/clock/clock.js';
import { type AiCallRecord, AiCallsService } from '../../src/platform/ai/ai-calls.service.js';
import type { ApiClient } from './api-client.js';
import { body } from './expect-response.js';
import { must } from './must.js';
import { setClock } from './reviews-client.js';
import type { TestApp } from './test-app.js';
import type { TestDatabase } from './test-database.js';

/** The five admin routes, as a browser would call them. */
export const ADMIN_ROUTES = [
  '/api/admin/stats',
  '/api/admin/users',
  '/api/admin/goal-history',
  '/api/admin/usage/daily',
  '/api/admin/usage.csv',
];

export const pageOf = <T>(client: ApiClient, path: string) =>
  client.get(path).then((response) => body<AdminPage<T>>(response));

export async function userIdOf(db: TestDatabase, name: string): Promise<string> {
  const { rows } = await db.query('SELECT id FROM users WHERE name = $1', [name]);
  return must(rows[0], name).id as string;
}

/**
 * A model call recorded by the application's own AiCallsService at `at` (the clock is moved
 * there and back), so its cost is the price table's for its tokens.
 */
export async function recordCall(
  app: TestApp,
  clock: ManualClock,
  at: string,
  call: Partial<AiCallRecord> & Pick<AiCallRecord, 'userId'>,
): Promise<void> {
  const before = clock.now();
  setClock(clock, at);
  try {
    await app.app.get(AiCallsService).record({
      goalId: null,
      purpose: 'plan',
      model: 'gpt-4o',
      promptTokens: 1000,
      completionTokens: 500,
      durationMs: 1200,
      outcome: 'ok',
      ...call,
    });
  } finally {
    setClock(clock, before);
  }
}

/** A goal row (the API makes goals only now, through the planner). Returns its id. */
export async function seedGoal(
  db: TestDatabase,
  userId: string,
  name: string,
  createdAt: string,
  {
    deletedAt = null,
    planSource = 'ai',
  }: { deletedAt?: string | null; planSource?: PlanSource } = {},
): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO goals (user_id, goal_name, short_title, ai_input_goal, ai_input_why,
       ai_input_vision, ai_input_resources, ai_input_obstacles, ai_input_working_style,
       ai_input_life_impact, start_date, end_date, plan_status, plan_source, plan_progress,
       created_at, updated_at, deleted_at)
     VALUES ($1, $2, $2, 'g', 'w', 'v', 'r', 'o', 's', 'l', $3::timestamptz::date,
       $3::timestamptz::date + 90, 'ready', $5, '{}', $3, $3, $4)
     RETURNING id`,
    [userId, name, createdAt, deletedAt, planSource],
  );
  return must(rows[0], name).id as string;
}

/** Accounts made straight in the table (no password to sign in with): `count` of them. */
export async function seedUsers(
  db: TestDatabase,
  prefix: string,
  count: number,
  firstCreatedAt: string,
): Promise<void> {
  await db.query(
    `INSERT INTO users (name, email, email_key, password_hash, created_at)
     SELECT $1 || ' ' || i, lower($1) || i || '@example.org', lower($1) || i || '@example.org',
            'not-a-hash', $2::timestamptz + make_interval(mins => i)
       FROM generate_series(1, $3::int) i`,
    [prefix, firstCreatedAt, count],
  );
}

export async function seedCheckIns(
  db: TestDatabase,
  userId: string,
  days: { date: string; done: boolean }[],
): Promise<void> {
  for (const { date, done } of days) {
    await db.query(
      `INSERT INTO daily_checkins (user_id, date, completed_daily_action, confidence_level,
         created_at, updated_at)
       VALUES ($1, $2, $3, 8, now(), now())`,
      [userId, date, done],
    );
  }
}
