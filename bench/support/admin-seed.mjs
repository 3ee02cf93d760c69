// The admin benchmark's data, written straight into the (already migrated) database with
// set-based SQL in one transaction (the calls and check-ins in bulk: admin-bulk-insert.mjs):
// users in several zones, their goals (some deleted), about four months of model calls (several
// purposes and models, their cost from the app's own price table, some failed, the newest still
// pending), and a few weeks of check-ins for a third of the users. Every choice is a
// deterministic mix (hashtext of the row's number), so two runs seed alike.
import pg from 'pg';
import { bulkInsert } from './admin-bulk-insert.mjs';
import { importBuilt } from './backend-build.mjs';

const { callCostUsd } = await importBuilt('platform/ai/ai-prices.js');

export const CALL_DAYS = 120;
/** The newest goals have recorded calls; the older rest are from before the tracking. */
export const TRACKED_SHARE = 0.8;
/** The newest calls are still pending: reserved, not settled. */
const PENDING_CALLS = 40;
// The models the calls use, as often as the weights say.
const MODELS = [
  ['gpt-4o-mini', 5],
  ['gpt-4.1-mini', 2],
  ['gpt-5-mini', 2],
  ['gpt-4o', 1],
];
const GOAL_NAMES = [
  'Run a marathon',
  'Learn Spanish to B2',
  'Write a novel',
  'Save for a house',
  'Launch my side business',
  'Get promoted to senior engineer',
  'Read 40 books',
];
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC', 'Australia/Sydney'];

// Users created over the last ~500 days; a third seen in the last hours, a third days ago.
const INSERT_USERS = `
  INSERT INTO users (name, email, email_key, password_hash, time_zone, created_at, last_seen_at)
  SELECT 'Bench User ' || n, 'bench-user-' || n || '@example.com',
         'bench-user-' || n || '@example.com', 'not-a-hash', ($2::text[])[1 + n % cardinality($2)],
         now() - make_interval(mins => n * 72),
         CASE n % 3 WHEN 0 THEN now() - make_interval(mins => n % 600)
                    WHEN 1 THEN now() - make_interval(days => 1 + n % 20) END
    FROM generate_series(1, $1::int) AS n`;

const NUMBER_USERS = `
  CREATE TEMP TABLE bench_users ON COMMIT DROP AS
  SELECT row_number() OVER (ORDER BY created_at, id) AS n, id, created_at
    FROM users WHERE email LIKE 'bench-user-%@example.com'`;

// Each goal made at some moment of its user's life in the app; one in twelve deleted since.
const INSERT_GOALS = `
  INSERT INTO goals (user_id, goal_name, short_title, ai_input_goal, ai_input_why,
                     ai_input_vision, ai_input_resources, ai_input_obstacles,
                     ai_input_working_style, ai_input_life_impact, start_date, end_date,
                     plan_status, plan_source, plan_progress, created_at, updated_at, deleted_at)
  SELECT u.id, t.name, left(t.name, 20), t.name, 'It matters to me', 'I see it done',
         'Evenings and weekends', 'Time', 'Mornings', 'More energy',
         c.at::date, c.at::date + 90, 'ready', CASE WHEN h % 5 = 0 THEN 'offline' ELSE 'ai' END,
         '{}', c.at, c.at, CASE WHEN h % 12 = 0 THEN c.at + interval '3 days' END
    FROM generate_series(1, $1::int) AS g
   CROSS JOIN LATERAL (SELECT abs(hashtext('goal' || g)) AS h) x
    JOIN bench_users u ON u.n = 1 + (g::bigint * 7919) % $2
   CROSS JOIN LATERAL (SELECT ($3::text[])[1 + h % cardinality($3)] || ' #' || g AS name) t
   CROSS JOIN LATERAL (
     SELECT u.created_at + (now() - u.created_at) * ((h % 10000) / 10000.0) AS at) c`;

// Numbered as the goal history shows them: newest first.
const NUMBER_GOALS = `
  CREATE TEMP TABLE bench_goals ON COMMIT DROP AS
  SELECT row_number() OVER (ORDER BY created_at DESC, id DESC) AS n, id, user_id FROM goals;
  CREATE INDEX ON bench_goals (n);
  ANALYZE bench_goals`;

/**
 * Call i is (i - 0.5) × the spacing old, newest first. Plan calls belong to one of the tracked
 * goals and its user; coach notes to a user alone. A call that failed early has no answer
 * tokens; a pending one has neither tokens nor cost yet. $5: the models' prices per million
 * tokens as rows of (ord, model, input, output, weight). The calls are made once
 * (MATERIALIZED): inlined, each call's hash was worked out again in every expression and join.
 */
const INSERT_CALLS = `
  WITH prices AS (
    SELECT p.model, p.input, p.output,
           sum(p.weight) OVER (ORDER BY p.ord) - p.weight AS low,
           sum(p.weight) OVER (ORDER BY p.ord) AS high, sum(p.weight) OVER () AS total
      FROM jsonb_to_recordset($5::jsonb)
           AS p(ord int, model text, input numeric, output numeric, weight int)
  ), calls AS MATERIALIZED (
    SELECT i, h,
           CASE WHEN h % 20 < 5 THEN 'plan_outline' WHEN h % 20 < 14 THEN 'plan_tasks'
                WHEN h % 20 < 17 THEN 'milestone_refine' ELSE 'monthly_coach_note' END AS purpose,
           CASE WHEN i <= $4 THEN 'pending' WHEN h % 100 < 93 THEN 'ok'
                WHEN h % 100 < 95 THEN 'invalid' WHEN h % 100 < 97 THEN 'timeout'
                WHEN h % 100 < 98 THEN 'truncated' WHEN h % 100 < 99 THEN 'error'
                ELSE 'aborted' END AS outcome
      FROM generate_series(1, $1::int) AS i
     CROSS JOIN LATERAL (SELECT abs(hashtext('call' || i)) AS h) x
  ), priced AS (
    SELECT c.*, p.model, p.input, p.output,
           CASE WHEN c.outcome = 'pending' THEN 0 ELSE 800 + c.h % 2400 END AS prompt,
           CASE WHEN c.outcome IN ('pending', 'timeout', 'error', 'aborted') THEN 0
                ELSE 300 + (c.h / 7) % 3000 END AS completion
      FROM calls c
      JOIN prices p ON (c.h / 100) % p.total >= p.low AND (c.h / 100) % p.total < p.high
  )
  INSERT INTO ai_calls (user_id, goal_id, purpose, model, prompt_tokens, completion_tokens,
                        cost_usd, duration_ms, outcome, created_at)
  SELECT coalesce(g.user_id, u.id), g.id, c.purpose, c.model, c.prompt, c.completion,
         round((c.prompt * c.input + c.completion * c.output) / 1000000, 6),
         CASE WHEN c.outcome = 'pending' THEN 0 ELSE 1500 + c.h % 20000 END, c.outcome,
         now() - make_interval(secs => (c.i - 0.5) * $2::float8)
    FROM priced c
    LEFT JOIN bench_goals g
      ON c.purpose <> 'monthly_coach_note' AND g.n = 1 + (c.i::bigint * 7919) % $3
    LEFT JOIN bench_users u
      ON c.purpose = 'monthly_coach_note' AND u.n = 1 + (c.i::bigint * 104729) % $6`;

// A third of the users check in on most of the last 60 days of their own calendar.
const INSERT_CHECK_INS = `
  INSERT INTO daily_checkins (user_id, date, completed_daily_action, wins, lessons,
                              confidence_level, created_at, updated_at)
  SELECT u.id, d.day, d.r < 60, '• Did the daily action', NULL, 4 + d.r % 7,
         (d.day + time '21:00') AT TIME ZONE x.time_zone,
         (d.day + time '21:00') AT TIME ZONE x.time_zone
    FROM bench_users u
    JOIN users x ON x.id = u.id
   CROSS JOIN LATERAL (
     SELECT g::date AS day, abs(hashtext(u.id::text || g::date::text)) % 100 AS r
       FROM generate_series((now() AT TIME ZONE x.time_zone)::date - 59,
                            (now() AT TIME ZONE x.time_zone)::date, interval '1 day') g
   ) d
   WHERE u.n % 3 = 0 AND d.r < 80`;

// ai_calls' triggers (1764800000000-admin-indexes) whose work FILL_USAGE_QUARTERS does at once.
const ROLLUP_TRIGGERS = ['ai_calls_usage_quarters', 'ai_calls_usage_quarters_truncate'];
// The migration's own backfill of ai_usage_quarters (1764800000000-admin-indexes): keep in step.
const FILL_USAGE_QUARTERS = `
  INSERT INTO ai_usage_quarters AS q (bucket, calls, cost_usd)
  SELECT date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), count(*), sum(cost_usd)
    FROM ai_calls GROUP BY 1
  ON CONFLICT (bucket) DO UPDATE SET calls = EXCLUDED.calls, cost_usd = EXCLUDED.cost_usd`;

const COUNTS = `
  SELECT (SELECT count(*)::int FROM users) AS users,
         (SELECT count(*)::int FROM goals) AS goals,
         (SELECT count(*)::int FROM ai_calls) AS calls,
         (SELECT count(*)::int FROM ai_calls WHERE outcome = 'pending') AS pending,
         (SELECT count(*)::int FROM daily_checkins) AS "checkIns"`;

function pricesJson() {
  return JSON.stringify(
    MODELS.map(([model, weight], ord) => ({
      ord,
      model,
      input: callCostUsd(model, 1_000_000, 0),
      output: callCostUsd(model, 0, 1_000_000),
      weight,
    })),
  );
}

/**
 * Makes `adminId` (signed up through the app) an admin, then seeds `users`, `goals` and `calls`
 * in one transaction and VACUUM ANALYZEs.
 * Resolves to the tables' row counts: { users, goals, calls, pending, checkIns }.
 */
export async function seedAdminData(databaseUrl, { adminId, users, goals, calls }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('UPDATE users SET is_admin = true WHERE id = $1', [adminId]);
    await client.query(INSERT_USERS, [users, ZONES]);
    await client.query(NUMBER_USERS);
    await client.query('CREATE INDEX ON bench_users (n); ANALYZE bench_users');
    await client.query(INSERT_GOALS, [goals, users, GOAL_NAMES]);
    await client.query(NUMBER_GOALS);
    const spacingSeconds = (CALL_DAYS * 86_400) / calls;
    const tracked = Math.floor(goals * TRACKED_SHARE);
    // Row by row, the foreign keys' and the rollup's triggers took 53 s of the calls' insert
    // (20 s without them), and the indexes half of the rest: the rows are consistent by
    // construction, the rollup is filled after them at once, the indexes built after them.
    await bulkInsert(client, 'ai_calls', ROLLUP_TRIGGERS, () =>
      client.query(INSERT_CALLS, [
        calls,
        spacingSeconds,
        tracked,
        PENDING_CALLS,
        pricesJson(),
        users,
      ]),
    );
    await client.query(FILL_USAGE_QUARTERS);
    await bulkInsert(client, 'daily_checkins', [], () => client.query(INSERT_CHECK_INS));
    await client.query('COMMIT');
    // As autovacuum leaves the tables in production (it runs after this many inserts): the
    // visibility map set, so the planner may read the indexes alone.
    await client.query('VACUUM ANALYZE');
    return (await client.query(COUNTS)).rows[0];
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
