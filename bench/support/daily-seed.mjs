// The daily-loop bench's users, written straight into the (already migrated) database in one
// transaction (seedBenchUsers): signing 200 people up through the API would hit its per-address
// limits. Each user gets 3 to 5 daily habits, old enough that any date the bench ticks is inside
// them, and a signed-in session whose cookie the bench keeps (the table holds the token's
// SHA-256, as the app stores it).
import { createHash, randomBytes } from 'node:crypto';
import { seedBenchUsers } from './bench-users.mjs';

/** Older than any date a loop ticks (one date a loop, going back from today). */
export const HABIT_AGE_DAYS = 1000;

const SESSION_COOKIE = 'gc_session';
const CATEGORIES = ['Health', 'Mindset', 'Skill', 'Productivity', 'Creativity'];

/** 3, 4 or 5 habits: user n (from 1) has 3 + n mod 3. */
const habitCount = (n) => 3 + (n % 3);

const INSERT_SESSIONS = `
  INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at, user_agent)
  SELECT u.id, t.hash, now(), now(), now() + interval '30 days', 'daily-loop bench'
    FROM unnest($1::text[]) WITH ORDINALITY AS t (hash, n)
    JOIN users u ON u.email = 'other-' || t.n || '@example.com'`;

const INSERT_HABITS = `
  INSERT INTO habits (user_id, habit_name, category, frequency, target_count, display_order,
                      created_at, created_on)
  SELECT u.id, 'Daily habit ' || (h.i + 1), ($2::text[])[1 + h.i % cardinality($2::text[])],
         'daily', 1, h.i,
         (u.today - $1::int)::timestamp AT TIME ZONE u.time_zone, u.today - $1::int
    FROM (SELECT id, time_zone, substring(email FROM 'other-(\\d+)@')::int AS n,
                 (now() AT TIME ZONE time_zone)::date AS today
            FROM users WHERE email LIKE 'other-%@example.com') u
   CROSS JOIN LATERAL generate_series(0, 2 + u.n % 3) AS h (i)`;

// Every user with its session's order number, zone, today and habits (in display order).
const READ_USERS = `
  SELECT u.id, u.time_zone AS "timeZone", substring(u.email FROM 'other-(\\d+)@')::int AS n,
         to_char((now() AT TIME ZONE u.time_zone)::date, 'YYYY-MM-DD') AS today,
         array_agg(h.id ORDER BY h.display_order) AS habits
    FROM users u JOIN habits h ON h.user_id = u.id
   WHERE u.email LIKE 'other-%@example.com'
   GROUP BY u.id
   ORDER BY n`;

/**
 * Seeds `count` users with their habits and sessions, then ANALYZEs. Resolves to the users:
 * `{ id, timeZone, today, habits: [habitId], cookie }` (today: their date at seeding).
 */
export async function seedDailyUsers(databaseUrl, count) {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  const users = await seedBenchUsers(databaseUrl, {
    otherUsers: count,
    tables: ['users', 'sessions', 'habits', 'habit_entries', 'daily_checkins'],
    write: async (client) => {
      await client.query(INSERT_SESSIONS, [hashes]);
      await client.query(INSERT_HABITS, [HABIT_AGE_DAYS, CATEGORIES]);
    },
    read: async (client) => (await client.query(READ_USERS)).rows,
  });
  const wrong = users.filter((user) => user.habits.length !== habitCount(user.n));
  if (users.length !== count || wrong.length > 0) {
    throw new Error(`seeded ${users.length} users (${wrong.length} with a wrong habit count)`);
  }
  return users.map(({ n, ...user }) => ({
    ...user,
    cookie: `${SESSION_COOKIE}=${tokens[n - 1]}`,
  }));
}
