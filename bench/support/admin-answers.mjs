// What the admin routes must answer on the seeded data, counted straight from the tables (not
// from the ai_usage_quarters rollup the routes read), so a timed route is a right one.
import pg from 'pg';

// Calls and today's cost in the admin's zone ($1): today, this month, the last 30 days.
const EXPECTED_SQL = `
  WITH b AS (SELECT (now() AT TIME ZONE $1)::date AS today)
  SELECT count(*) FILTER (WHERE a.created_at >= b.today::timestamp AT TIME ZONE $1)::int
           AS "callsToday",
         count(*) FILTER (WHERE a.created_at >= date_trunc('month', b.today::timestamp) AT TIME ZONE $1)::int
           AS "callsMonth",
         count(*) FILTER (WHERE a.created_at >= (b.today - 29)::timestamp AT TIME ZONE $1)::int
           AS "callsLast30Days",
         coalesce(sum(a.cost_usd) FILTER (WHERE a.created_at >= b.today::timestamp AT TIME ZONE $1),
                  0)::text AS "costToday"
    FROM ai_calls a CROSS JOIN b
   GROUP BY b.today`;

export async function expectedFigures(databaseUrl, timeZone) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(EXPECTED_SQL, [timeZone])).rows[0];
  } finally {
    await client.end();
  }
}

function fail(route, problem, answer) {
  throw new Error(`GET ${route}: ${problem} (answered ${JSON.stringify(answer).slice(0, 300)})`);
}

/** A page of `total` rows: the total, and as many items as the page holds (never none). */
export function checkPage(route, answer, { total, page, pageSize }) {
  const items = Math.min(pageSize, total - (page - 1) * pageSize);
  if (answer?.total !== total) fail(route, `total is not the ${total} seeded`, answer);
  if (!Array.isArray(answer.items) || answer.items.length !== items || items <= 0) {
    fail(route, `not ${items} items`, answer);
  }
}

export function checkStats(route, answer, { users, expected }) {
  const wrong = [
    ['totalUsers', users],
    ['apiCallsToday', expected.callsToday],
    ['apiCallsMonth', expected.callsMonth],
    ['estimatedCost', Number(expected.costToday)],
  ].filter(([key, value]) => answer?.[key] !== value);
  if (wrong.length > 0 || expected.callsToday === 0) {
    fail(
      route,
      `not the seeded ${wrong.map(([key, value]) => `${key} ${value}`).join(', ')}`,
      answer,
    );
  }
}

export function checkDaily(route, answer, { days, expected }) {
  const calls = Array.isArray(answer) ? answer.reduce((sum, day) => sum + day.calls, 0) : 0;
  if (answer?.length !== days || calls !== expected.callsLast30Days) {
    fail(route, `not ${days} days holding the ${expected.callsLast30Days} calls seeded`, answer);
  }
}

/** Every goal of the page is (or is not) one with recorded calls. */
export function checkTracked(route, answer, tracked) {
  if (!answer.items.every((goal) => goal.tracked_api_call === tracked)) {
    fail(route, `not every goal ${tracked ? 'tracked' : 'pre-tracking'}`, answer);
  }
}

/**
 * The bare server's rows (as the statements return them, unmapped) in the app's shape, only as
 * far as the checks above read them, so both servers pass the same checks.
 */
export const fromBareRows = {
  stats: (rows) => ({
    totalUsers: rows[0]?.totalUsers,
    apiCallsToday: rows[0]?.callsToday,
    apiCallsMonth: rows[0]?.callsMonth,
    estimatedCost: Number(rows[0]?.costToday),
  }),
  // A page past the end is the total's row alone, its other columns null.
  page: (rows) => ({
    total: rows[0]?.total,
    items: rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: row.id, tracked_api_call: row.tracked })),
  }),
  daily: (rows) => rows.map((row) => ({ calls: row.calls })),
};

/** Both servers' answers hold the same rows: the same ids (pages) or calls per day, in order. */
export function checkSameRows(route, kind, app, bare) {
  const key = (answer) =>
    kind === 'stats'
      ? ''
      : JSON.stringify(
          kind === 'page' ? answer.items.map((item) => item.id) : answer.map((day) => day.calls),
        );
  if (key(app) !== key(bare)) {
    throw new Error(
      `GET ${route}: the bare server answered other rows than the app (${key(bare).slice(0, 200)})`,
    );
  }
}
