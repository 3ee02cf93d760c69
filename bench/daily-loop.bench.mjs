// A day of GoalCoach, over and over, for many people at once, on two backend instances sharing one
// PostgreSQL that is restarted in the middle of the run. Each user (seeded in SQL, with 3-5 habits
// and a session) loops: open Home (the shell's start-up calls and the goals tab), open Habits,
// tick three habits (the third from two devices at the same moment, one request to each
// instance), check in, open Reviews. Requests take turns between the instances. While the
// database is away the backend answers 503 by design; the clients take that as "not
// acknowledged" and send again shortly.
// Its baseline, measured in the same run before the day starts: the same users asking both
// instances only GET /api/health/ready (one SELECT 1, the framework's floor), whose req/s the
// day's req/s is printed against.
// It prints the requests, per route count, p50/p99 and statuses, and per instance; then checks
// in the tables that every acknowledged tick and check-in is there with its value. It fails
// (exit 1) on any answer but a 2xx or a 503 during the outage, on a lost write, on an instance
// that served nothing, or when it measured nothing.
import { embeddedDatabase } from './support/database.mjs';
import { WriteLedger } from './support/daily-ledger.mjs';
import { outageFigures, printTraffic, trafficProblems } from './support/daily-report.mjs';
import { HABIT_AGE_DAYS, seedDailyUsers } from './support/daily-seed.mjs';
import { Traffic } from './support/daily-traffic.mjs';
import { BACKEND_MAIN } from './support/backend-build.mjs';
import { startBenchBackend } from './support/processes.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 120);
// How long PostgreSQL stays stopped, and how long after it is back a 503 is still expected (the
// instances' pools find out that their connections died when they next use them).
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 3);
const GRACE_S = Number(process.env.BENCH_503_GRACE_S ?? 5);
const INSTANCES = 2;
// Users start spread over these first seconds, as people do, not all in the first instant on
// instances still cold.
const RAMP_S = 5;
const INVITE_CODE = 'BENCHDAILY';
const FLOOR_S = 5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) minus `days`. */
const daysBefore = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Today in `timeZone`, as the app computes a user's day. */
const todayIn = (timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** A page's GETs, sent at once as the browser sends them. `paths`: [route name, path]. */
function openPage(traffic, user, paths) {
  return Promise.all(paths.map(([route, path]) => traffic.send(user, { route, path })));
}

/** A page load of Home: the shell's start-up calls (config, who is signed in, the remotes, the
 * reminders' settings), then the goals tab with its stats strip. */
function openHome(traffic, user) {
  return openPage(
    traffic,
    user,
    [
      '/api/config',
      '/api/auth/user',
      '/api/federation/manifest',
      '/api/notifications/settings',
      '/api/goals',
      '/api/stats',
    ].map((path) => [path, path]),
  );
}

/** Habits asks for the habits and their last 10 days; the bench reads today's entries too. */
function openHabits(traffic, user) {
  const today = todayIn(user.timeZone);
  return openPage(traffic, user, [
    ['/api/habits', '/api/habits'],
    ['/api/habit-entries?from&to', `/api/habit-entries?from=${daysBefore(today, 9)}&to=${today}`],
    ['/api/habit-entries/today', '/api/habit-entries/today'],
  ]);
}

async function tick(traffic, ledger, user, entry, instance) {
  const answer = await traffic.send(user, {
    method: 'POST',
    route: '/api/habit-entries',
    path: '/api/habit-entries',
    body: { ...entry, completed: true },
    instance,
  });
  ledger.recordTick(entry, answer);
}

/**
 * Three ticks, each on another habit. Each loop stands for another day and ticks its own date
 * (going back from the user's today: the history calendar allows it), so no habit-date is
 * written by two loops and each acknowledged value must stay. The third tick comes from two
 * devices at the same moment, one request to each instance, with different counts so that the
 * check can tell which write won.
 */
async function tickThreeHabits(traffic, ledger, user, day) {
  const entryDate = daysBefore(user.today, day);
  const [first, second, third] = [0, 1, 2].map((k) => user.habits[(day + k) % user.habits.length]);
  await tick(traffic, ledger, user, { habitId: first, entryDate, count: 1 + (day % 3) });
  await tick(traffic, ledger, user, { habitId: second, entryDate, count: 1 + ((day + 1) % 3) });
  await Promise.all([
    tick(traffic, ledger, user, { habitId: third, entryDate, count: 1 }, 0),
    tick(traffic, ledger, user, { habitId: third, entryDate, count: 2 }, 1),
  ]);
}

/** The check-in dialog reads the recent check-ins, then saves today's (a new value each loop). */
async function checkIn(traffic, ledger, user, day) {
  await traffic.send(user, { route: '/api/checkins?limit=7', path: '/api/checkins?limit=7' });
  const value = {
    completedDailyAction: day % 2 === 0,
    wins: `Loop ${day}: three habits ticked`,
    lessons: `What loop ${day} taught`,
    confidenceLevel: 1 + (day % 10),
  };
  const date = todayIn(user.timeZone);
  const answer = await traffic.send(user, {
    method: 'POST',
    route: '/api/checkin',
    path: '/api/checkin',
    body: value,
  });
  ledger.recordCheckIn(user.id, date, value, answer);
}

/** The Weekly tab, open by default: the weekly entries and the recent check-ins. */
function openReviews(traffic, user) {
  return openPage(traffic, user, [
    ['/api/reviews', '/api/reviews'],
    ['/api/checkins?limit=7', '/api/checkins?limit=7'],
  ]);
}

/** One user's days until `until` (a day under way is finished). Resolves to the days lived. */
async function liveDays(traffic, ledger, user, { startAt, until }) {
  await sleep(startAt - performance.now());
  let day = 0;
  for (; performance.now() < until && day < HABIT_AGE_DAYS; day++) {
    await openHome(traffic, user);
    await openHabits(traffic, user);
    await tickThreeHabits(traffic, ledger, user, day);
    await checkIn(traffic, ledger, user, day);
    await openReviews(traffic, user);
  }
  return day;
}

/**
 * At `at`, stops PostgreSQL, keeps it down OUTAGE_S, starts it again (same port and data).
 * Resolves to the window in which a 503 is expected: `{ start, back, end }` (performance.now()).
 */
async function restartDatabase(database, at) {
  await sleep(at - performance.now());
  const start = performance.now();
  await database.restart.stop();
  await sleep(OUTAGE_S * 1000);
  await database.restart.start();
  const back = performance.now();
  return { start, back, end: back + GRACE_S * 1000 };
}

/** The backends' log lines of errors (pino's error and fatal), and those naming `requestIds`. */
function backendLogLines(backends, requestIds) {
  const lines = backends.flatMap(({ app }, index) =>
    app
      .output()
      .split('\n')
      .filter(
        (line) =>
          /"level":"?(error|fatal|50|60)\b/.test(line) ||
          requestIds.some((id) => line.includes(id)),
      )
      .map((line) => `instance ${index + 1}: ${line.slice(0, 1500)}`),
  );
  return [...new Set(lines)].slice(0, 30);
}

function printSamples(traffic, keys, t0) {
  for (const key of keys) {
    for (const sample of traffic.samples.get(key) ?? []) {
      const at = ((sample.sentAt - t0) / 1000).toFixed(1);
      console.error(`  ${key} (instance ${sample.instance + 1}, sent at ${at} s): ${sample.body}`);
    }
  }
}

/** The figures of a run: its requests, the outage, the writes. */
function printRun({ traffic, t0, seconds, outage, days, written, floor }) {
  printTraffic(traffic.answers, traffic.urls, seconds);
  const perSecond = traffic.answers.length / seconds;
  console.log(
    `the day's ${Math.round(perSecond)} req/s = ${(perSecond / floor).toFixed(2)} × the floor ` +
      `(GET /api/health/ready by the same users: ${Math.round(floor)} req/s)`,
  );
  const during = outageFigures(traffic.answers, outage);
  const at = (time) => `${((time - t0) / 1000).toFixed(1)} s`;
  const last = during.lastSentAfterBackMs / 1000;
  const lastOne =
    during.count === 0
      ? ''
      : `, the last one sent ${Math.abs(last).toFixed(1)} s ${last < 0 ? 'before' : 'after'} ` +
        'it was back';
  console.log(
    `\nPostgreSQL stopped at ${at(outage.start)}, back at ${at(outage.back)}; ` +
      `${during.count} answers 503 while away or up to ${GRACE_S} s after${lastOne}`,
  );
  console.log(
    `${days} days lived; acknowledged: ${written.ticks} ticks, ${written.checkIns} check-ins; ` +
      `lost or wrong: ${written.lost.length}`,
  );
}

/** The verdict: 0 when nothing is wrong, else 1 after saying what, with the backends' words. */
function verdict({ traffic, t0, outage, written, backends }) {
  const { problems, keys } = trafficProblems(traffic.answers, traffic.urls, outage);
  problems.push(...written.lost);
  if (problems.length === 0) {
    console.log('\ndaily-loop: every answer expected, every acknowledged write in the database');
    return 0;
  }
  console.error(`\ndaily-loop FAILED: ${problems.length} problem(s)`);
  for (const problem of problems.slice(0, 50)) console.error(`  ${problem}`);
  console.error('Answers (the first ones of each route and status):');
  printSamples(traffic, keys, t0);
  const requestIds = keys
    .flatMap((key) => traffic.samples.get(key) ?? [])
    .map((sample) => /"requestId":"([^"]+)"/.exec(sample.body)?.[1])
    .filter(Boolean);
  console.error('Backend log lines (errors, and those of the answers above):');
  for (const line of backendLogLines(backends, requestIds)) console.error(`  ${line}`);
  return 1;
}

/**
 * The baseline: every user asks GET /api/health/ready in a loop for FLOOR_S, the instances
 * taking turns. Resolves to its req/s; fails when it measured nothing.
 */
async function measureFloor(urls, users) {
  const traffic = new Traffic(urls);
  const route = '/api/health/ready';
  const until = performance.now() + FLOOR_S * 1000;
  const t0 = performance.now();
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < until) await traffic.send(user, { route, path: route });
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const ok = traffic.answers.filter((answer) => answer.status === 200).length;
  if (ok === 0 || ok !== traffic.answers.length) {
    throw new Error(`the floor measured ${ok} of ${traffic.answers.length} answers 200`);
  }
  return ok / seconds;
}

/** Every user's days at once, the database restarted halfway. */
async function runDays(database, traffic, ledger, users) {
  const t0 = performance.now();
  const until = t0 + DURATION_S * 1000;
  const [outage, days] = await Promise.all([
    restartDatabase(database, t0 + (DURATION_S * 1000) / 2),
    Promise.all(
      users.map((user, index) =>
        liveDays(traffic, ledger, user, { startAt: t0 + (index * RAMP_S * 1000) / USERS, until }),
      ),
    ),
  ]);
  const seconds = (performance.now() - t0) / 1000;
  return { t0, seconds, outage, days: days.reduce((sum, lived) => sum + lived, 0) };
}

async function main() {
  // The bench's own server (never DATABASE_URL's): restarting it disturbs nothing else.
  const database = await embeddedDatabase();
  const backends = [];
  try {
    // One after the other: the first runs the migrations.
    for (let index = 0; index < INSTANCES; index++) {
      backends.push(
        await startBenchBackend(BACKEND_MAIN, {
          databaseUrl: database.url,
          inviteCode: INVITE_CODE,
        }),
      );
    }
    const seedStarted = performance.now();
    const users = await seedDailyUsers(database.url, USERS);
    const habits = users.reduce((sum, user) => sum + user.habits.length, 0);
    console.log(
      `${USERS} users with ${habits} habits seeded in ` +
        `${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${INSTANCES} instances; ` +
        `${DURATION_S} s of loops, PostgreSQL stopped for ${OUTAGE_S} s in the middle`,
    );
    const urls = backends.map((backend) => backend.url);
    const floor = await measureFloor(urls, users);
    const traffic = new Traffic(urls);
    const ledger = new WriteLedger();
    const run = await runDays(database, traffic, ledger, users);
    const written = await ledger.verify(
      database.url,
      users.map((user) => user.id),
    );
    printRun({ traffic, ...run, written, floor });
    return verdict({ traffic, ...run, written, backends });
  } catch (error) {
    for (const [index, { app }] of backends.entries()) {
      console.error(`backend ${index + 1} output (end):\n${app.output().slice(-5000)}`);
    }
    throw error;
  } finally {
    await Promise.all(backends.map(({ app }) => app.stop()));
    await database.stop();
  }
}

// Exit at once: kept-alive sockets must not hold the process.
process.exit(await main());
