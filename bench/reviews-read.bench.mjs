// GET /api/checkins (all of them, and the 7 newest the page asks for), GET /api/reviews (weekly
// entries) and GET /api/reviews/monthly on the built backend, each beside a bare node:http + pg
// server running the same SQL on the same database in the same run and answering the rows as they
// come. A user signed up through the app holds three years of daily check-ins, a weekly entry a
// week and a monthly review a month; 20 more users hold the same, so that the queries read a slice
// of larger tables. The ratios are the figures to
// watch; the bench fails when a run measured nothing (no requests, errors, or not the seeded
// answer).
import { getJson } from './support/app-client.mjs';
import { measureRoutes } from './support/load.mjs';
import { withBareServer } from './support/processes.mjs';
import { queryPlans } from './support/query-plans.mjs';
import {
  CHECK_INS_SQL,
  RECENT_CHECK_INS_SQL,
  MONTHLY_REVIEWS_SQL,
  WEEKLY_REVIEWS_SQL,
} from './support/review-queries.mjs';
import { HISTORY_YEARS, seedReviews } from './support/review-seed.mjs';
import { printRouteResults } from './support/route-report.mjs';
import { withSignedInBackend } from './support/bench-backend.mjs';

const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 20);
const INVITE_CODE = 'BENCHREVIEWS';
const AIMS = { ratio: 0.5 };
const ROUTES = ['/api/checkins', '/api/checkins?limit=7', '/api/reviews', '/api/reviews/monthly'];

/** Each route's answer must hold the bench user's seeded rows, newest first. */
function checkAnswers(server, answers, seeded) {
  const expected = {
    '/api/checkins': seeded.checkIns,
    '/api/checkins?limit=7': Math.min(7, seeded.checkIns),
    '/api/reviews': seeded.weekly,
    '/api/reviews/monthly': seeded.monthly,
  };
  for (const route of ROUTES) {
    const answer = answers[route];
    if (!Array.isArray(answer) || answer.length !== expected[route] || answer.length === 0) {
      throw new Error(
        `${server}: GET ${route} answered ${answer?.length} rows, not the ${expected[route]} seeded`,
      );
    }
  }
}

async function readAll(baseUrl, cookie) {
  const answers = {};
  for (const route of ROUTES) answers[route] = await getJson(`${baseUrl}${route}`, cookie);
  return answers;
}

/** The app's answers, with the time and size of each first (cold) read. */
async function checkAppAnswers(baseUrl, cookie, seeded) {
  const reads = {};
  const answers = {};
  for (const route of ROUTES) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${route}`, { headers: { cookie } });
    const body = await response.text();
    reads[route] = { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
    if (!response.ok) throw new Error(`GET ${route} answered ${response.status}: ${body}`);
    answers[route] = JSON.parse(body);
  }
  checkAnswers('backend', answers, seeded);
  const newest = answers['/api/checkins'][0].date;
  if (newest !== seeded.newestCheckIn) {
    throw new Error(`GET /api/checkins starts at ${newest}, not at ${seeded.newestCheckIn}`);
  }
  return reads;
}

/** EXPLAIN ANALYZE of each query the routes run, with the bench user's id. */
function explainQueries(databaseUrl, userId) {
  return queryPlans(databaseUrl, () =>
    [
      ['GET /api/checkins', CHECK_INS_SQL],
      ['GET /api/checkins?limit=7', RECENT_CHECK_INS_SQL],
      ['GET /api/reviews', WEEKLY_REVIEWS_SQL],
      ['GET /api/reviews/monthly', MONTHLY_REVIEWS_SQL],
    ].map(([name, sql]) => [name, sql, [userId]]),
  );
}

/** Seeds, checks and measures; resolves to what main prints. */
async function run({ database, appUrl, userId, cookie }) {
  const seedStarted = performance.now();
  const seeded = await seedReviews(database.url, { userId, otherUsers: OTHER_USERS });
  seeded.seconds = (performance.now() - seedStarted) / 1000;
  const coldReads = await checkAppAnswers(appUrl, cookie, seeded);
  const plans = await explainQueries(database.url, userId);

  const bareServer = { script: 'bench/support/bare-reviews-server.mjs', databaseUrl: database.url };
  const results = await withBareServer(bareServer, async (bareUrl) => {
    checkAnswers('bare server', await readAll(bareUrl, cookie), seeded);
    return measureRoutes(ROUTES, { bareUrl, appUrl, cookie });
  });
  // The answers must still be the seeded ones after the load.
  checkAnswers('backend after the load', await readAll(appUrl, cookie), seeded);
  return { seeded, coldReads, plans, results };
}

async function main() {
  const { seeded, coldReads, plans, results } = await withSignedInBackend(
    { inviteCode: INVITE_CODE, name: 'Bench Reviews' },
    run,
  );

  console.log(
    `${HISTORY_YEARS} years: ${seeded.checkIns} check-ins (newest ${seeded.newestCheckIn}), ` +
      `${seeded.weekly} weekly entries and ${seeded.monthly} monthly reviews of the bench user ` +
      `(+ ${OTHER_USERS} other users alike), seeded in ${seeded.seconds.toFixed(1)} s`,
  );
  console.log('First reads, one request at a time:');
  for (const route of ROUTES) {
    const { ms, bytes } = coldReads[route];
    console.log(`  GET ${route}: ${ms.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`);
  }
  console.log('\nQuery plans (EXPLAIN ANALYZE after seeding and ANALYZE):');
  for (const plan of plans) console.log(`  ${plan}`);

  printRouteResults(ROUTES, results, AIMS);
}

await main();
