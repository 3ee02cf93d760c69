// The admin dashboard's routes on the built backend at 10,000 users, 50,000 goals and 500,000 model
// calls over 120 days, each beside its baseline measured in the same run: a bare node:http + pg
// server (support/bare-admin-server.mjs) that resolves the session cookie as the backend does,
// requires an admin, and runs the very statement the backend's service runs for that path and
// query string (recorded from the built services, support/admin-queries.mjs) on the same
// database, answering the rows as JSON without mapping them (the usage CSV: the same keyset
// batches, the values joined by commas). Each JSON route is timed one request at a time (app:
// median, p95, p99; bare: median), the bare median ÷ the app's printed as the ratio to watch;
// the usage report's 30 days streamed (first byte and all) from both. GET /api/health/ready of
// the backend is timed too, as the framework's own floor per request (no baseline of its own:
// health-ready.bench.mjs has it). The admin signs up through the app (the first account); the
// rest is seeded in SQL. Aim: every JSON route's median and p99 under 100 ms on the app
// (printed); the bench fails when anything measured nothing (not 200, no bytes, or not the
// seeded answer, on either server).
import { getJson } from './support/app-client.mjs';
import {
  checkDaily,
  checkPage,
  checkSameRows,
  checkStats,
  checkTracked,
  expectedFigures,
  fromBareRows,
} from './support/admin-answers.mjs';
import { CSV_PATH, adminRouteQueries, planName } from './support/admin-queries.mjs';
import { printAdminRoutes, printDownload } from './support/admin-report.mjs';
import { CALL_DAYS, TRACKED_SHARE, seedAdminData } from './support/admin-seed.mjs';
import { timeDownload, timeRoute } from './support/admin-timing.mjs';
import { withBareServer } from './support/processes.mjs';
import { queryPlans } from './support/query-plans.mjs';
import { TIME_ZONE, withSignedInBackend } from './support/bench-backend.mjs';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 10_000);
const GOALS = Number(process.env.BENCH_ADMIN_GOALS ?? 50_000);
const CALLS = Number(process.env.BENCH_ADMIN_AI_CALLS ?? 500_000);
const INVITE_CODE = 'BENCHADMIN';
const AIM_MS = 100;
const PAGE_SIZE = 25;
const USAGE_DAYS = 30;
// 'Bench User <n>' for every n starting with 12: a search that matches a hundred-odd users.
const SEARCH = 'user 12';
const FLOOR_ROUTE = '/api/health/ready';

const page = (route, n) => `${route}?page=${n}&pageSize=${PAGE_SIZE}`;
const searchMatches = (users) =>
  Array.from({ length: users }, (_, n) => String(n + 1)).filter((n) => n.startsWith('12')).length;

/** Each JSON route with its kind of answer and the check the answer must pass. */
function adminRoutes(seeded, expected) {
  const users = seeded.users;
  const deepUsers = Math.floor(users / PAGE_SIZE);
  const deepGoals = Math.floor(seeded.goals / PAGE_SIZE);
  const search = `/api/admin/users?search=${encodeURIComponent(SEARCH)}&pageSize=${PAGE_SIZE}`;
  const users1 = page('/api/admin/users', 1);
  const usersDeep = page('/api/admin/users', deepUsers);
  const goals1 = page('/api/admin/goal-history', 1);
  const goalsDeep = page('/api/admin/goal-history', deepGoals);
  const pageOf = (total, n) => ({ total, page: n, pageSize: PAGE_SIZE });
  const ofPage = (check) => ({ kind: 'page', check });
  return {
    '/api/admin/stats': {
      kind: 'stats',
      check: (a) => checkStats('/api/admin/stats', a, { users, expected }),
    },
    [users1]: ofPage((a) => checkPage(users1, a, pageOf(users, 1))),
    [usersDeep]: ofPage((a) => checkPage(usersDeep, a, pageOf(users, deepUsers))),
    [search]: ofPage((a) => checkPage(search, a, pageOf(searchMatches(USERS), 1))),
    [goals1]: ofPage((a) => {
      checkPage(goals1, a, pageOf(seeded.goals, 1));
      checkTracked(goals1, a, true);
    }),
    [goalsDeep]: ofPage((a) => {
      checkPage(goalsDeep, a, pageOf(seeded.goals, deepGoals));
      checkTracked(goalsDeep, a, false);
    }),
    '/api/admin/usage/daily': {
      kind: 'daily',
      check: (a) => checkDaily('/api/admin/usage/daily', a, { days: USAGE_DAYS, expected }),
    },
  };
}

/** The app's answers pass the checks; resolves to them by route. */
async function checkApp(appUrl, cookie, routes) {
  const answers = {};
  for (const [route, { check }] of Object.entries(routes)) {
    answers[route] = await getJson(`${appUrl}${route}`, cookie);
    check(answers[route]);
  }
  return answers;
}

/** The bare server's rows pass the same checks and are the app's rows; it refuses no cookie. */
async function checkBare(bareUrl, cookie, routes, appAnswers) {
  for (const [route, { kind, check }] of Object.entries(routes)) {
    const answer = fromBareRows[kind](await getJson(`${bareUrl}${route}`, cookie));
    check(answer);
    checkSameRows(route, kind, appAnswers[route], answer);
  }
  const anonymous = await fetch(`${bareUrl}/api/admin/stats`);
  if (anonymous.status !== 401) {
    throw new Error(`the bare server answered ${anonymous.status} without a session, not 401`);
  }
}

/** A timed route that sent no bytes measured nothing. */
function checkBytes(server, route, figures) {
  if (!(figures.bytes > 0)) throw new Error(`${server}: GET ${route} answered 0 bytes`);
}

/** Times each route on both servers, and the usage report's download. */
async function timeRoutes({ bareUrl, appUrl, cookie, routes, expected }) {
  const floor = await timeRoute(`${appUrl}${FLOOR_ROUTE}`);
  const timed = {};
  // Route by route, the baseline first and the app right after: a machine slowed by other
  // work slows both alike.
  for (const route of Object.keys(routes)) {
    const figures = {
      bare: await timeRoute(`${bareUrl}${route}`, cookie),
      app: await timeRoute(`${appUrl}${route}`, cookie),
    };
    checkBytes('bare server', route, figures.bare);
    checkBytes('backend', route, figures.app);
    timed[route] = figures;
  }
  const download = {
    bare: await timeDownload(`${bareUrl}${CSV_PATH}`, cookie, expected.callsLast30Days),
    app: await timeDownload(`${appUrl}${CSV_PATH}`, cookie, expected.callsLast30Days),
  };
  return { floor, timed, download };
}

/** Seeds, checks and measures; resolves to what main prints. */
async function run({ database, appUrl, userId, cookie }) {
  const seedStarted = performance.now();
  const seeded = await seedAdminData(database.url, {
    adminId: userId,
    users: USERS,
    goals: GOALS,
    calls: CALLS,
  });
  seeded.seconds = (performance.now() - seedStarted) / 1000;
  const expected = await expectedFigures(database.url, TIME_ZONE);
  const routes = adminRoutes(seeded, expected);
  const appAnswers = await checkApp(appUrl, cookie, routes);
  const queries = await adminRouteQueries(database.url, { timeZone: TIME_ZONE }, [
    ...Object.keys(routes),
    CSV_PATH,
  ]);
  const plans = await queryPlans(database.url, async () =>
    queries.map(([route, sql, values]) => [planName(route), sql, values]),
  );

  const bareServer = {
    script: 'bench/support/bare-admin-server.mjs',
    databaseUrl: database.url,
    env: {
      BENCH_ADMIN_QUERIES: JSON.stringify({ timeZone: TIME_ZONE, csvPath: CSV_PATH, queries }),
    },
  };
  const figures = await withBareServer(bareServer, async (bareUrl) => {
    await checkBare(bareUrl, cookie, routes, appAnswers);
    const timing = await timeRoutes({ bareUrl, appUrl, cookie, routes, expected });
    // The answers must still be the seeded ones after the timing.
    await checkBare(bareUrl, cookie, routes, await checkApp(appUrl, cookie, routes));
    return timing;
  });
  return { seeded, expected, plans, ...figures };
}

async function main() {
  const { seeded, expected, plans, floor, timed, download } = await withSignedInBackend(
    { inviteCode: INVITE_CODE, name: 'Bench Admin' },
    run,
  );

  console.log(
    `${seeded.users} users (the admin and ${USERS} seeded), ${seeded.goals} goals ` +
      `(the newest ${TRACKED_SHARE * 100}% with calls), ${seeded.calls} model calls over ` +
      `${CALL_DAYS} days (${seeded.pending} pending), ${seeded.checkIns} check-ins, ` +
      `seeded in ${seeded.seconds.toFixed(1)} s; admin's zone ${TIME_ZONE}: ` +
      `${expected.callsToday} calls today, ${expected.callsMonth} this month`,
  );
  console.log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS after seeding and VACUUM ANALYZE):');
  for (const plan of plans) console.log(`  ${plan}`);

  printAdminRoutes({ floorRoute: FLOOR_ROUTE, floor, routes: timed, aimMs: AIM_MS });
  printDownload(`GET ${CSV_PATH} (the last ${USAGE_DAYS} days)`, download);
}

await main();
