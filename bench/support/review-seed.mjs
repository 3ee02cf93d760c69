// The reviews benchmark's data: three years of daily check-ins, one weekly entry a week and one
// monthly review a month per user, written straight into the (already migrated) database with
// set-based SQL in one transaction, so seeding takes seconds. Which days are missed, the done
// days and the texts are a deterministic mix (hashtext of user and day); texts are a few bullet
// lines, as the check-in dialog types them.
import { seedBenchUsers } from './bench-users.mjs';

export const HISTORY_YEARS = 3;

const WINS = [
  'Finished the morning run',
  'Wrote 500 words of the draft',
  'Cooked at home instead of ordering',
  'Closed two tasks before lunch',
  'Practised Spanish for 20 minutes',
  'Went to bed before eleven',
  'Called a friend I had not seen in months',
];
const LESSONS = [
  'Starting earlier makes the day calmer',
  'Meetings after four drain the evening',
  'A short walk beats another coffee',
  'Planning the night before saves the morning',
  'Saying no to one thing leaves room for the goal',
];

// The users to seed: the bench user and the other users, each with today in their own zone.
const USERS = `
  SELECT id, time_zone, (now() AT TIME ZONE time_zone)::date AS today
    FROM users WHERE id = $1 OR email LIKE 'other-%@example.com'`;

// n bullet lines picked from `pool` ($N) starting at `from`.
const bullets = (pool, from, count) => `
  (SELECT string_agg('• ' || (${pool})[1 + (${from} + n) % cardinality(${pool})], E'\\n')
     FROM generate_series(1, ${count}) AS n)`;

// Every day of the last three years but about one in eight; today included. r: 0-99 per day.
const INSERT_CHECK_INS = `
  INSERT INTO daily_checkins (user_id, date, completed_daily_action, wins, lessons,
                              confidence_level, created_at, updated_at)
  SELECT u.id, d.day, d.r % 3 <> 0,
         ${bullets('$3::text[]', 'd.r', '1 + d.r % 3')},
         CASE WHEN d.r % 4 = 0 THEN NULL ELSE ${bullets('$4::text[]', 'd.r', '1 + d.r % 2')} END,
         CASE WHEN d.r % 3 <> 0 THEN 8 ELSE 5 END,
         (d.day + time '21:00') AT TIME ZONE u.time_zone,
         (d.day + time '21:00') AT TIME ZONE u.time_zone
    FROM (${USERS}) u
   CROSS JOIN LATERAL (
     SELECT g::date AS day, abs(hashtext(u.id::text || g::date::text)) % 100 AS r
       FROM generate_series(u.today - make_interval(years => $2::int), u.today, interval '1 day') g
   ) d
   WHERE d.r >= 12`;

// One entry a week, written on the Saturday evening of every week that has ended.
const INSERT_WEEKLY = `
  INSERT INTO weekly_reviews (user_id, review_date, week_start, wins_this_week, what_worked,
                              what_didnt_work, areas_to_improve)
  SELECT u.id, (w.sunday + 6 + time '18:00') AT TIME ZONE u.time_zone, w.sunday,
         ${bullets('$3::text[]', 'w.r', '2 + w.r % 3')},
         ${bullets('$4::text[]', 'w.r', '1 + w.r % 2')},
         ${bullets('$4::text[]', 'w.r + 2', '1')},
         ${bullets('$4::text[]', 'w.r + 3', '1 + w.r % 2')}
    FROM (${USERS}) u
   CROSS JOIN LATERAL (
     SELECT s::date AS sunday, abs(hashtext(u.id::text || s::date::text)) % 100 AS r
       FROM generate_series(
              (u.today - make_interval(years => $2::int))::date
                - extract(dow FROM u.today - make_interval(years => $2::int))::int,
              u.today - 7, interval '7 days') s
   ) w
   WHERE w.sunday + 6 < u.today`;

// One generated review a month for every month that has ended, its texts and figures made from
// that month's check-ins as the generation would.
const INSERT_MONTHLY = `
  INSERT INTO monthly_reviews (user_id, year, month, total_wins, total_lessons, weekly_highlights,
                               areas_to_improve, generated_wins, generated_lessons,
                               generated_highlights, generated_areas, average_confidence,
                               days_checked_in, tasks_completed, total_streak_days, coach_note,
                               generated_at, created_at, updated_at)
  SELECT u.id, extract(year FROM m.first)::int, extract(month FROM m.first)::int,
         c.wins, c.lessons, ${bullets('$3::text[]', 'c.days', '3')},
         ${bullets('$4::text[]', 'c.days', '2')},
         c.wins, c.lessons, ${bullets('$3::text[]', 'c.days', '3')},
         ${bullets('$4::text[]', 'c.days', '2')},
         c.confidence, c.days, c.done, c.days,
         'You checked in on ' || c.days || ' days this month: keep the evenings for your goal.',
         m.next::timestamp AT TIME ZONE u.time_zone, m.next::timestamp AT TIME ZONE u.time_zone,
         m.next::timestamp AT TIME ZONE u.time_zone
    FROM (${USERS}) u
   CROSS JOIN LATERAL (
     SELECT g::date AS first, (g + interval '1 month')::date AS next
       FROM generate_series(date_trunc('month', u.today - make_interval(years => $2::int)),
                            date_trunc('month', u.today) - interval '1 month',
                            interval '1 month') g
   ) m
   CROSS JOIN LATERAL (
     SELECT string_agg(wins, E'\\n' ORDER BY date) AS wins,
            string_agg(lessons, E'\\n' ORDER BY date) AS lessons,
            round(avg(confidence_level), 1) AS confidence,
            count(*)::int AS days,
            count(*) FILTER (WHERE completed_daily_action)::int AS done
       FROM daily_checkins
      WHERE user_id = u.id AND date >= m.first AND date < m.next
   ) c`;

const COUNTS = `
  SELECT (SELECT count(*)::int FROM daily_checkins WHERE user_id = $1) AS "checkIns",
         (SELECT to_char(max(date), 'YYYY-MM-DD') FROM daily_checkins WHERE user_id = $1)
           AS "newestCheckIn",
         (SELECT count(*)::int FROM weekly_reviews WHERE user_id = $1) AS "weekly",
         (SELECT count(*)::int FROM monthly_reviews WHERE user_id = $1) AS "monthly"`;

/**
 * Seeds `userId` (signed up through the app) and `otherUsers` more users (so the bench user's
 * rows are a slice of larger tables, as in production), then ANALYZEs. Resolves to the bench
 * user's counts: { checkIns, newestCheckIn, weekly, monthly }.
 */
export function seedReviews(databaseUrl, { userId, otherUsers }) {
  return seedBenchUsers(databaseUrl, {
    otherUsers,
    tables: ['users', 'sessions', 'daily_checkins', 'weekly_reviews', 'monthly_reviews'],
    write: async (client) => {
      const values = [userId, HISTORY_YEARS, WINS, LESSONS];
      await client.query(INSERT_CHECK_INS, values);
      await client.query(INSERT_WEEKLY, values);
      await client.query(INSERT_MONTHLY, values);
    },
    read: async (client) => (await client.query(COUNTS, [userId])).rows[0],
  });
}
