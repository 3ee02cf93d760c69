// The habits benchmark's data: 20 habits per user with three years of entries, written straight
// into the (already migrated) database with set-based SQL, so seeding takes seconds, not minutes.
// The entries are a deterministic mix (hashtext of habit and day): done days, days done below the
// target, skipped days, missed days (no row), and an unbroken recent run for every other habit,
// so that some habits have live streaks and every habit has a history behind it.
import { seedBenchUsers } from './bench-users.mjs';

export const HABITS_PER_USER = 20;
export const HISTORY_YEARS = 3;

const CATEGORIES = ['Health', 'Mindset', 'Skill', 'Productivity', 'Creativity', 'Finance'];
const CUSTOM_DAYS = [
  [1, 3, 5],
  [0, 6],
  [2, 4],
  [1, 2, 3, 4, 5],
];

/** 8 daily, 6 weekly, 6 custom habits, targetCount 1-3. */
function habitSpecs() {
  return Array.from({ length: HABITS_PER_USER }, (_, index) => {
    const frequency = index < 8 ? 'daily' : index < 14 ? 'weekly' : 'custom';
    return {
      name: `Bench habit ${index + 1} (${frequency})`,
      category: CATEGORIES[index % CATEGORIES.length],
      frequency,
      targetCount: 1 + (index % 3),
      customDays: frequency === 'custom' ? CUSTOM_DAYS[index % CUSTOM_DAYS.length] : [],
    };
  });
}

// One row per habit and day from created_on to today, unless the day is missed (no row).
// r: 0-99 from the habit and the date. Even habits keep a run of the last 30 + 5 × order days.
const INSERT_ENTRIES = `
  WITH days AS (
    SELECT h.id AS habit_id, h.user_id, h.frequency, h.target_count, h.custom_days,
           h.display_order, d::date AS day, u.today,
           abs(hashtext(h.id::text || d::date::text)) % 100 AS r
      FROM habits h
      JOIN (SELECT id, (now() AT TIME ZONE time_zone)::date AS today FROM users) u
        ON u.id = h.user_id
     CROSS JOIN LATERAL generate_series(h.created_on, u.today, interval '1 day') AS d
  ), marked AS (
    SELECT *,
      CASE
        WHEN frequency = 'custom' AND NOT (extract(dow FROM day)::smallint = ANY (custom_days))
          THEN 'none'
        WHEN display_order % 2 = 0 AND day > today - (30 + 5 * display_order) THEN 'done'
        WHEN day = today AND display_order % 4 = 1 THEN 'none'
        WHEN r < 4 THEN 'skipped'
        WHEN frequency = 'weekly' AND r < 12 + (100 * target_count) / 7 THEN 'done'
        WHEN frequency = 'weekly' THEN 'none'
        WHEN r < 14 THEN 'none'
        WHEN r < 18 THEN 'partial'
        ELSE 'done'
      END AS kind
      FROM days
  )
  INSERT INTO habit_entries (habit_id, user_id, entry_date, status, count)
  SELECT habit_id, user_id, day,
         CASE kind WHEN 'skipped' THEN 'skipped' ELSE 'done' END,
         CASE kind
           WHEN 'skipped' THEN 0
           WHEN 'partial' THEN target_count - 1
           WHEN 'done' THEN CASE frequency WHEN 'weekly' THEN 1 ELSE target_count END
         END
    FROM marked
   WHERE kind <> 'none'
`;

/**
 * Seeds `userId` (signed up through the app) and `otherUsers` more users (so the bench user's
 * rows are a slice of a larger table, as in production) with 20 habits and three years of
 * entries each, then ANALYZEs. Resolves to the bench user's entry count.
 */
export function seedHabits(databaseUrl, { userId, otherUsers }) {
  return seedBenchUsers(databaseUrl, {
    otherUsers,
    tables: ['users', 'sessions', 'habits', 'habit_entries', 'habit_reflections'],
    write: async (client) => {
      const specs = habitSpecs();
      await client.query(
        `INSERT INTO habits (user_id, habit_name, category, frequency, target_count, custom_days,
                             display_order, created_at, created_on)
         SELECT u.id, s.name, s.category, s.frequency, s.target_count,
                ARRAY(SELECT jsonb_array_elements_text(s.custom_days)::smallint),
                s.display_order,
                (u.today - make_interval(years => $2::int))::timestamp AT TIME ZONE u.time_zone,
                u.today - make_interval(years => $2::int)
           FROM (SELECT id, time_zone, (now() AT TIME ZONE time_zone)::date AS today
                   FROM users WHERE id = $1 OR email LIKE 'other-%@example.com') u
          CROSS JOIN unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::jsonb[], $8::int[])
                AS s (name, category, frequency, target_count, custom_days, display_order)`,
        [
          userId,
          HISTORY_YEARS,
          specs.map((spec) => spec.name),
          specs.map((spec) => spec.category),
          specs.map((spec) => spec.frequency),
          specs.map((spec) => spec.targetCount),
          specs.map((spec) => JSON.stringify(spec.customDays)),
          specs.map((_, index) => index),
        ],
      );
      await client.query(INSERT_ENTRIES);
    },
    read: async (client) => {
      const { rows } = await client.query(
        'SELECT count(*)::int AS entries FROM habit_entries WHERE user_id = $1',
        [userId],
      );
      return rows[0].entries;
    },
  });
}
