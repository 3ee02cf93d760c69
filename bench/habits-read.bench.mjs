// GET /api/habits (every habit with its streaks and strength, computed from three years of
// entries) and GET /api/habit-entries/today on the built backend, each beside a bare node:http + pg
// server running the same SQL on the same database in the same run and answering the rows without
// computing anything. A user signed up through the app holds 20 habits; 20 more users hold the same,
// so that the queries read a slice of a larger table. The ratios are the figures to watch; the
// bench fails when a run measured nothing (no requests, errors, or not the seeded answer).
import { getJson } from './support/app-client.mjs';
import { HABITS_PER_USER, HISTORY_YEARS, seedHabits } from './support/habit-seed.mjs';
import { ENTRIES_SQL, HABITS_SQL, REFLECTIONS_SQL, TODAY_SQL } from './support/habit-queries.mjs';
import { measureRoutes } from './support/load.mjs';
import { withBareServer } from './support/processes.mjs';
import { queryPlans } from './support/query-plans.mjs';
import { printRouteResults } from './support/route-report.mjs';
import { TIME_ZONE, withSignedInBackend } from './support/bench-backend.mjs';

const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 20);
const INVITE_CODE = 'BENCHHABITS';
const AIMS = { ratio: 0.5, p99Ms: 25 };
const ROUTES = ['/api/habits', '/api/habit-entries/today'];

/** The app's answers must be the seeded ones: 20 habits, live streak figures on some of them. */
async function checkAppAnswers(baseUrl, cookie) {
  const habits = await getJson(`${baseUrl}/api/habits`, cookie);
  if (!Array.isArray(habits) || habits.length !== HABITS_PER_USER) {
    throw new Error(`GET /api/habits answered ${habits.length} habits, not ${HABITS_PER_USER}`);
  }
  const withStreaks = habits.filter((habit) => habit.streakCount > 0);
  const withStrength = habits.filter((habit) => habit.strength > 0);
  if (withStreaks.length === 0 || withStrength.length === 0) {
    throw new Error('GET /api/habits answered no habit with a current streak or strength');
  }
  const today = await getJson(`${baseUrl}/api/habit-entries/today`, cookie);
  if (!Array.isArray(today) || today.length === 0) {
    throw new Error('GET /api/habit-entries/today answered no entry');
  }
  return { habits, today };
}

/**
 * One request at a time: a day of one habit set (its cached figures now stale), then the list
 * read, which computes that habit again from its years of entries. The read's time is the figure.
 */
async function timeReadsAfterWrites(baseUrl, cookie, habits) {
  const times = [];
  const today = await getJson(`${baseUrl}/api/habit-entries/today`, cookie);
  const date = today[0].entryDate;
  for (let index = 0; index < 20; index++) {
    const habit = habits[index % habits.length];
    const response = await fetch(`${baseUrl}/api/habit-entries`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ habitId: habit.id, entryDate: date, completed: index % 2 === 0 }),
    });
    if (!response.ok) throw new Error(`POST /api/habit-entries answered ${response.status}`);
    const started = performance.now();
    const read = await getJson(`${baseUrl}/api/habits`, cookie);
    times.push(performance.now() - started);
    if (read.length !== HABITS_PER_USER) throw new Error('a read after a write lost habits');
  }
  times.sort((a, b) => a - b);
  return { count: times.length, median: times[times.length >> 1], max: times[times.length - 1] };
}

/** The bare server must read the same rows. */
async function checkBareAnswers(baseUrl, cookie, app) {
  const habits = await getJson(`${baseUrl}/api/habits`, cookie);
  if (habits.habits?.length !== HABITS_PER_USER) {
    throw new Error('the bare server did not read the seeded habits');
  }
  const today = await getJson(`${baseUrl}/api/habit-entries/today`, cookie);
  if (today.length !== app.today.length) {
    throw new Error(`today: bare ${today.length} entries, app ${app.today.length}`);
  }
}

/** EXPLAIN ANALYZE of each query the routes run, with the bench user's values. */
function explainQueries(databaseUrl, userId) {
  return queryPlans(databaseUrl, async (client) => {
    const {
      rows: [{ today, week }],
    } = await client.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS today,
              to_char(d - extract(dow FROM d)::int, 'YYYY-MM-DD') AS week
         FROM (SELECT (now() AT TIME ZONE $1)::date AS d) t`,
      [TIME_ZONE],
    );
    return [
      ['GET /api/habits: habits', HABITS_SQL, [userId]],
      [
        'GET /api/habits: entries of habits not cached (here all)',
        ENTRIES_SQL,
        [
          (await client.query('SELECT id FROM habits WHERE user_id = $1', [userId])).rows.map(
            (row) => row.id,
          ),
        ],
      ],
      ['GET /api/habits: reflections of this week', REFLECTIONS_SQL, [userId, week]],
      ['GET /api/habit-entries/today', TODAY_SQL, [userId, today]],
    ];
  });
}

/** Seeds, checks and measures; resolves to what main prints. */
async function run({ database, appUrl, userId, cookie }) {
  const seedStarted = performance.now();
  const entries = await seedHabits(database.url, { userId, otherUsers: OTHER_USERS });
  const seeded = { entries, seconds: (performance.now() - seedStarted) / 1000 };
  const coldStarted = performance.now();
  const { habits } = await checkAppAnswers(appUrl, cookie);
  seeded.coldMs = performance.now() - coldStarted;
  seeded.afterWrite = await timeReadsAfterWrites(appUrl, cookie, habits);
  // The writes above set today's entries: the bare server must read what the app now answers.
  const answers = await checkAppAnswers(appUrl, cookie);
  const plans = await explainQueries(database.url, userId);

  const bareServer = { script: 'bench/support/bare-habits-server.mjs', databaseUrl: database.url };
  const results = await withBareServer(bareServer, async (bareUrl) => {
    await checkBareAnswers(bareUrl, cookie, answers);
    return measureRoutes(ROUTES, { bareUrl, appUrl, cookie });
  });
  // The answers must still be the seeded ones after the load.
  await checkAppAnswers(appUrl, cookie);
  return { seeded, plans, results };
}

async function main() {
  const { seeded, plans, results } = await withSignedInBackend(
    { inviteCode: INVITE_CODE, name: 'Bench Habits' },
    run,
  );

  console.log(
    `${HABITS_PER_USER} habits × ${HISTORY_YEARS} years: ${seeded.entries} entries of the bench user ` +
      `(+ ${OTHER_USERS} other users alike), seeded in ${seeded.seconds.toFixed(1)} s`,
  );
  console.log(
    `Streak figures are cached per habit until its entries change (habits.entries_version): the ` +
      `first read computed all ${HABITS_PER_USER} habits in ${seeded.coldMs.toFixed(0)} ms ` +
      `(with GET /api/habit-entries/today); a read after a write, which computes that habit ` +
      `again, median ${seeded.afterWrite.median.toFixed(1)} ms, max ${seeded.afterWrite.max.toFixed(1)} ms ` +
      `(${seeded.afterWrite.count} writes, one request at a time)`,
  );
  console.log('\nQuery plans (EXPLAIN ANALYZE after seeding and ANALYZE):');
  for (const plan of plans) console.log(`  ${plan}`);

  printRouteResults(ROUTES, results, AIMS);
}

await main();
