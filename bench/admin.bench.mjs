// The admin dashboard's routes on the built backend at 10,000 users, 50,000 goals and 500,000 model
// calls over 120 days: each timed one request at a time (median, p95, p99), beside GET
// /api/health/ready timed the same way in the same run as the baseline, and the usage report's
// 30 days streamed (first byte and all). The admin signs up through the app (the first account);
// the rest is seeded in SQL. Aim: every JSON route's median and p99 under 100 ms (printed); the
// bench fails when a route measured nothing (not 200, or not the seeded answer).
import path from 'node:path';
import { getJson, signUp } from './support/app-client.mjs';
import {
  checkDaily,
  checkPage,
  checkStats,
  checkTracked,
  expectedFigures,
} from './support/admin-answers.mjs';
import { adminQueries } from './support/admin-queries.mjs';
import { printAdminRoutes, printDownload } from './support/admin-report.mjs';
import { CALL_DAYS, TRACKED_SHARE, seedAdminData } from './support/admin-seed.mjs';
import { timeDownload, timeRoute } from './support/admin-timing.mjs';
import { benchDatabase } from './support/database.mjs';
import { repoRoot, startBenchBackend } from './support/processes.mjs';
import { queryPlans } from './support/query-plans.mjs';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 10_000);
const GOALS = Number(process.env.BENCH_ADMIN_GOALS ?? 50_000);
const CALLS = Number(process.env.BENCH_ADMIN_AI_CALLS ?? 500_000);
const TIME_ZONE = 'Europe/Berlin';
const INVITE_CODE = 'BENCHADMIN';
const AIM_MS = 100;
const PAGE_SIZE = 25;
const USAGE_DAYS = 30;
// 'Bench User <n>' for every n starting with 12: a search that matches a hundred-odd users.
const SEARCH = 'user 12';
const BASELINE_ROUTE = '/api/health/ready';
const CSV_ROUTE = '/api/admin/usage.csv';
// Another build of the backend to measure (e.g. one from before a change), else this tree's.
const BACKEND_MAIN = process.env.BENCH_BACKEND_MAIN ?? path.join(repoRoot, 'backend/dist/main.js');

const page = (route, n) => `${route}?page=${n}&pageSize=${PAGE_SIZE}`;
const searchMatches = (users) =>
  Array.from({ length: users }, (_, n) => String(n + 1)).filter((n) => n.startsWith('12')).length;

/** Each JSON route with the check its answer must pass. */
function adminRoutes(seeded, expected) {
  const users = seeded.users;
  const deepUsers = Math.floor(users / PAGE_SIZE);
  const deepGoals = Math.floor(seeded.goals / PAGE_SIZE);
  const search = `/api/admin/users?search=${encodeURIComponent(SEARCH)}&pageSize=${PAGE_SIZE}`;
  const users1 = page('/api/admin/users', 1);
  const goals1 = page('/api/admin/goal-history', 1);
  const goalsDeep = page('/api/admin/goal-history', deepGoals);
  const pageOf = (total, n) => ({ total, page: n, pageSize: PAGE_SIZE });
  return {
    deepUsers,
    deepGoals,
    checks: {
      '/api/admin/stats': (a) => checkStats('/api/admin/stats', a, { users, expected }),
      [users1]: (a) => checkPage(users1, a, pageOf(users, 1)),
      [page('/api/admin/users', deepUsers)]: (a) =>
        checkPage(page('/api/admin/users', deepUsers), a, pageOf(users, deepUsers)),
      [search]: (a) => checkPage(search, a, pageOf(searchMatches(USERS), 1)),
      [goals1]: (a) => {
        checkPage(goals1, a, pageOf(seeded.goals, 1));
        checkTracked(goals1, a, true);
      },
      [goalsDeep]: (a) => {
        checkPage(goalsDeep, a, pageOf(seeded.goals, deepGoals));
        checkTracked(goalsDeep, a, false);
      },
      '/api/admin/usage/daily': (a) =>
        checkDaily('/api/admin/usage/daily', a, { days: USAGE_DAYS, expected }),
    },
  };
}

async function main() {
  const database = await benchDatabase();
  let app;
  let seeded;
  let plans;
  let expected;
  let baseline;
  let download;
  const timed = {};
  try {
    const backend = await startBenchBackend(BACKEND_MAIN, {
      databaseUrl: database.url,
      inviteCode: INVITE_CODE,
    });
    app = backend.app;
    const appUrl = backend.url;
    const { userId, cookie } = await signUp(appUrl, {
      inviteCode: INVITE_CODE,
      name: 'Bench Admin',
      timeZone: TIME_ZONE,
    });
    const seedStarted = performance.now();
    seeded = await seedAdminData(database.url, {
      adminId: userId,
      users: USERS,
      goals: GOALS,
      calls: CALLS,
    });
    seeded.seconds = (performance.now() - seedStarted) / 1000;
    expected = await expectedFigures(database.url, TIME_ZONE);
    const { checks, deepUsers, deepGoals } = adminRoutes(seeded, expected);
    for (const [route, check] of Object.entries(checks)) {
      check(await getJson(`${appUrl}${route}`, cookie));
    }
    plans = await queryPlans(
      database.url,
      adminQueries(
        { timeZone: TIME_ZONE },
        { deepUsersPage: deepUsers, deepGoalsPage: deepGoals, search: SEARCH },
      ),
    );

    baseline = await timeRoute(`${appUrl}${BASELINE_ROUTE}`);
    for (const route of Object.keys(checks)) {
      timed[route] = await timeRoute(`${appUrl}${route}`, cookie);
    }
    download = await timeDownload(`${appUrl}${CSV_ROUTE}`, cookie, expected.callsLast30Days);
    // The answers must still be the seeded ones after the timing.
    for (const [route, check] of Object.entries(checks)) {
      check(await getJson(`${appUrl}${route}`, cookie));
    }
  } catch (error) {
    if (app) console.error(`backend output:\n${app.output()}`);
    throw error;
  } finally {
    await app?.stop();
    await database.stop();
  }

  console.log(
    `${seeded.users} users (the admin and ${USERS} seeded), ${seeded.goals} goals ` +
      `(the newest ${TRACKED_SHARE * 100}% with calls), ${seeded.calls} model calls over ` +
      `${CALL_DAYS} days (${seeded.pending} pending), ${seeded.checkIns} check-ins, ` +
      `seeded in ${seeded.seconds.toFixed(1)} s; admin's zone ${TIME_ZONE}: ` +
      `${expected.callsToday} calls today, ${expected.callsMonth} this month`,
  );
  console.log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS after seeding and VACUUM ANALYZE):');
  for (const plan of plans) console.log(`  ${plan}`);

  printAdminRoutes({ baselineRoute: BASELINE_ROUTE, baseline, routes: timed, aimMs: AIM_MS });
  printDownload(`GET ${CSV_ROUTE} (the last ${USAGE_DAYS} days)`, download);
}

await main();
