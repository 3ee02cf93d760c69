import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from './support/api-client.js';
import { body, expectError } from './support/expect-response.js';
import { emailOf } from './support/reviews-client.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_PASSWORD, signedIn } from './support/test-users.js';
import { TEST_INVITE } from './support/test-users.js';
import { type VisionStorage, localStorage } from './support/vision-storage.js';
import { type FilledAccount, fillAccount } from './support/whole-account.js';

interface Trace {
  table: string;
  rows: number;
}

/**
 * Every row anywhere that still names the person: each column of every table of every schema
 * that can hold an id or a text (read from PostgreSQL's own catalogue, so tables added later are
 * searched too), for their id or their e-mail.
 */
async function tracesOf(db: TestDatabase, userId: string, email: string): Promise<Trace[]> {
  const { rows: tables } = await db.query(`
    SELECT format('%I.%I', c.table_schema, c.table_name) AS "table",
           string_agg(format('%I::text ILIKE $1 OR %I::text ILIKE $2', c.column_name, c.column_name), ' OR ') AS "matches"
      FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE t.table_type = 'BASE TABLE'
       AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND c.data_type IN ('uuid', 'text', 'character varying', 'json', 'jsonb', 'ARRAY')
     GROUP BY 1`);
  const traces: Trace[] = [];
  for (const { table, matches } of tables as { table: string; matches: string }[]) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${matches}`, [
      `%${userId}%`,
      `%${email}%`,
    ]);
    const n = (rows[0] as { n: number }).n;
    if (n > 0) traces.push({ table, rows: n });
  }
  return traces;
}

const deleteAccount = (client: ApiClient, fields: object) =>
  client.send('DELETE', '/api/account', fields);

describe('deleting an account', () => {
  let db: TestDatabase;
  let storage: VisionStorage;
  let app: TestApp;
  let admin: ApiClient;
  let ann: ApiClient;
  let annOnPhone: ApiClient;
  let bob: ApiClient;
  let anns: FilledAccount;
  let bobs: FilledAccount;

  beforeAll(async () => {
    db = await createTestDatabase();
    storage = await localStorage();
    app = await startTestApp({ DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE, ...storage.env });
    admin = await signedIn(app, 'Admin'); // the first account is the admin
    ann = await signedIn(app, 'Ann');
    bob = await signedIn(app, 'Bob');
    anns = await fillAccount(app, db, ann, 'Ann');
    bobs = await fillAccount(app, db, bob, 'Bob');
    annOnPhone = new ApiClient(app);
    expect((await annOnPhone.signIn(emailOf('Ann'), TEST_PASSWORD)).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await storage?.close();
  });

  it('needs the password and the e-mail typed out, and keeps everything when either is wrong', async () => {
    await expectError(
      await deleteAccount(ann, {}),
      400,
      'Password is required; Type your e-mail to confirm',
    );
    await expectError(
      await deleteAccount(ann, { password: 'not-it', email: emailOf('Ann') }),
      400,
      'Your password is incorrect',
    );
    await expectError(
      await deleteAccount(ann, { password: TEST_PASSWORD, email: emailOf('Bob') }),
      400,
      "The e-mail you typed is not your account's e-mail",
    );
    await expectError(
      await deleteAccount(ann, { password: TEST_PASSWORD }),
      400,
      'Type your e-mail to confirm',
    );
    expect(await ann.userStatus()).toBe(200);
    expect(await tracesOf(db, anns.userId, emailOf('Ann'))).not.toEqual([]);
  });

  it('refuses the last admin, with a message that says why', async () => {
    await expectError(
      await deleteAccount(admin, { password: TEST_PASSWORD, email: emailOf('Admin') }),
      409,
      'You are the only admin, so your account cannot be deleted. Another admin is needed first.',
    );
    expect(await admin.userStatus()).toBe(200);
  });

  it("erases every row and file of the person, ends all their sessions, and keeps others' data", async () => {
    const before = await tracesOf(db, anns.userId, emailOf('Ann'));
    // Not a search that could find nothing: the person is in every kind of table first.
    expect(before.map((trace) => trace.table)).toEqual(
      expect.arrayContaining([
        'public.users',
        'public.sessions',
        'public.goals',
        'public.tasks',
        'public.habits',
        'public.habit_entries',
        'public.daily_checkins',
        'public.weekly_reviews',
        'public.vision_images',
        'public.vision_profiles',
        'public.notification_settings',
        'public.push_subscriptions',
        'public.ai_calls',
        'public.mail_outbox',
      ]),
    );
    expect((await storage.keys()).some((key) => key.startsWith(`${anns.userId}/`))).toBe(true);
    const bobsKeys = (await storage.keys()).filter((key) => key.startsWith(`${bobs.userId}/`));

    const response = await deleteAccount(ann, {
      password: TEST_PASSWORD,
      email: ' ANN@example.com ',
    });
    expect(await body(response)).toEqual({
      message: 'Your account and everything in it have been deleted.',
    });
    expect(ann.lastSetCookies.join('\n')).toMatch(/gc_session=;/);

    expect(await tracesOf(db, anns.userId, emailOf('Ann'))).toEqual([]);
    expect((await storage.keys()).filter((key) => key.startsWith(`${anns.userId}/`))).toEqual([]);
    expect(await ann.userStatus()).toBe(401);
    expect(await annOnPhone.userStatus()).toBe(401);
    expect((await new ApiClient(app).signIn(emailOf('Ann'), TEST_PASSWORD)).status).toBe(401);

    // The cost of the AI calls stays in the admin's figures, without the person.
    const { rows: calls } = await db.query(
      "SELECT user_id, goal_id, cost_usd::text AS cost FROM ai_calls WHERE model = 'gpt-4o-mini'",
    );
    expect(calls).toEqual(
      expect.arrayContaining([{ user_id: null, goal_id: null, cost: '0.001400' }]),
    );

    expect(await bob.userStatus()).toBe(200);
    const goals = await body<{ id: string }[]>(await bob.get('/api/goals'));
    expect(goals.map((goal) => goal.id)).toEqual([bobs.goal.id]);
    expect((await storage.keys()).filter((key) => key.startsWith(`${bobs.userId}/`))).toEqual(
      bobsKeys,
    );
  });

  it('points every foreign key at users so that a deletion erases or unlinks its rows', async () => {
    const { rows } = await db.query(`
      SELECT conrelid::regclass::text AS "table", confdeltype AS "onDelete"
        FROM pg_constraint
       WHERE contype = 'f' AND confrelid = 'users'::regclass`);
    expect(rows.length).toBeGreaterThan(10);
    // 'c' cascade, 'n' set null: never 'a' (no action) or 'r' (restrict), which would block it.
    for (const row of rows as { table: string; onDelete: string }[]) {
      expect({ ...row, allowed: ['c', 'n'].includes(row.onDelete) }).toEqual({
        ...row,
        allowed: true,
      });
    }
  });

  it('lets another admin delete their account once a second admin exists', async () => {
    await db.query('UPDATE users SET is_admin = true WHERE email_key = $1', [emailOf('Bob')]);
    const response = await deleteAccount(admin, {
      password: TEST_PASSWORD,
      email: emailOf('Admin'),
    });
    expect(response.status).toBe(200);
    await expectError(
      await deleteAccount(bob, { password: TEST_PASSWORD, email: emailOf('Bob') }),
      409,
      'You are the only admin, so your account cannot be deleted. Another admin is needed first.',
    );
  });

  it('needs a session', async () => {
    const response = await app.get('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: TEST_PASSWORD, email: emailOf('Bob') }),
    });
    expect(response.status).toBe(401);
  });
});
