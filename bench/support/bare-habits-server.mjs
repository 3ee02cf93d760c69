// Baseline: the least the habit read endpoints can be. node:http + pg running the same SQL as the
// backend (habit-queries.mjs: the session cookie's lookup, then the route's queries), the rows
// sent back as JSON as they come, with no streaks computed.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { HABITS_SQL, REFLECTIONS_SQL, SESSION_SQL, TODAY_SQL } from './habit-queries.mjs';

/** `YYYY-MM-DD` in `timeZone` (en-CA formats dates that way). */
const dayFormats = new Map();
function todayIn(timeZone) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date());
}

/** The Sunday starting the week of `date`. */
function weekStart(date) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function signedInUser(req) {
  const token = /(?:^|;\s*)gc_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  const { rows } = await pool.query(SESSION_SQL, [hash]);
  const session = rows[0];
  if (!session || new Date(session.session_expires_at) <= new Date()) return null;
  return { id: session.user_id, timeZone: session.user_time_zone };
}

async function habits(user) {
  const today = todayIn(user.timeZone);
  const { rows } = await pool.query(HABITS_SQL, [user.id]);
  if (rows.length === 0) return [];
  // As the backend between writes, when every habit's streak figures are cached (a write makes
  // it read that habit's entries once more; the cold reads are timed apart).
  const reflections = await pool.query(REFLECTIONS_SQL, [user.id, weekStart(today)]);
  return { habits: rows, reflections: reflections.rows };
}

async function today(user) {
  const { rows } = await pool.query(TODAY_SQL, [user.id, todayIn(user.timeZone)]);
  return rows;
}

const routes = { '/api/habits': habits, '/api/habit-entries/today': today };

const server = createServer(async (req, res) => {
  if (req.url === '/ready') {
    res.writeHead(200).end();
    return;
  }
  const route = routes[req.url];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  try {
    const user = await signedInUser(req);
    if (!user) {
      res.writeHead(401).end();
      return;
    }
    const body = JSON.stringify(await route(user));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  } catch {
    res.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
