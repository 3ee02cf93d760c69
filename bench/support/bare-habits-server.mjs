// Baseline: the least the habit read endpoints can be. node:http + pg running the same SQL as the
// backend (bare-server.mjs: the session cookie's lookup; habit-queries.mjs: the route's queries),
// the rows sent back as JSON as they come, with no streaks computed.
import { pool, serveSignedIn } from './bare-server.mjs';
import { HABITS_SQL, REFLECTIONS_SQL, TODAY_SQL } from './habit-queries.mjs';

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

serveSignedIn({ '/api/habits': habits, '/api/habit-entries/today': today });
