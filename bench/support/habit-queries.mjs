// The SQL the backend runs for GET /api/habits and GET /api/habit-entries/today, as its query log
// shows it (mostly TypeORM's find() with the entities' columns), for the bare server and the
// EXPLAINs. Every signed-in request first resolves its session cookie (bare-server.mjs).

export const HABITS_SQL = `SELECT "HabitEntity"."id" AS "HabitEntity_id", "HabitEntity"."user_id" AS "HabitEntity_user_id", "HabitEntity"."habit_name" AS "HabitEntity_habit_name", "HabitEntity"."description" AS "HabitEntity_description", "HabitEntity"."goal_id" AS "HabitEntity_goal_id", "HabitEntity"."goal_connection" AS "HabitEntity_goal_connection", "HabitEntity"."cue" AS "HabitEntity_cue", "HabitEntity"."reward" AS "HabitEntity_reward", "HabitEntity"."category" AS "HabitEntity_category", "HabitEntity"."category_icon" AS "HabitEntity_category_icon", "HabitEntity"."is_anti_habit" AS "HabitEntity_is_anti_habit", "HabitEntity"."frequency" AS "HabitEntity_frequency", "HabitEntity"."target_count" AS "HabitEntity_target_count", "HabitEntity"."custom_days" AS "HabitEntity_custom_days", "HabitEntity"."display_order" AS "HabitEntity_display_order", "HabitEntity"."created_at" AS "HabitEntity_created_at", "HabitEntity"."entries_version" AS "HabitEntity_entries_version", "HabitEntity"."created_on" AS "HabitEntity_created_on" FROM "habits" "HabitEntity" WHERE (("HabitEntity"."user_id" = $1)) ORDER BY "HabitEntity"."display_order" ASC, "HabitEntity"."created_at" ASC`;

// GET /api/habits reads the entries of the habits whose streak figures are not cached (all of
// them on the first read, the one just written to after a write; none while nothing changed) as
// "day:count" lists, one row per habit (HabitsService.streakEntries): keep this copy in step.
export const ENTRIES_SQL = `SELECT habit_id AS "habitId",
              string_agg((entry_date - DATE '1970-01-01') || ':' || count, ',')
                FILTER (WHERE status = 'done') AS "done",
              string_agg((entry_date - DATE '1970-01-01')::text, ',')
                FILTER (WHERE status = 'skipped') AS "skipped"
         FROM habit_entries
        WHERE habit_id = ANY($1::uuid[]) AND (status = 'skipped' OR count > 0)
        GROUP BY habit_id`;

export const REFLECTIONS_SQL = `SELECT "HabitReflectionEntity"."habit_id" AS "HabitReflectionEntity_habit_id", "HabitReflectionEntity"."id" AS "HabitReflectionEntity_id" FROM "habit_reflections" "HabitReflectionEntity" WHERE (("HabitReflectionEntity"."user_id" = $1) AND ("HabitReflectionEntity"."week_on" = $2))`;

export const TODAY_SQL = `SELECT "HabitEntryEntity"."id" AS "HabitEntryEntity_id", "HabitEntryEntity"."habit_id" AS "HabitEntryEntity_habit_id", "HabitEntryEntity"."user_id" AS "HabitEntryEntity_user_id", "HabitEntryEntity"."entry_date" AS "HabitEntryEntity_entry_date", "HabitEntryEntity"."status" AS "HabitEntryEntity_status", "HabitEntryEntity"."count" AS "HabitEntryEntity_count" FROM "habit_entries" "HabitEntryEntity" WHERE (("HabitEntryEntity"."user_id" = $1) AND ("HabitEntryEntity"."entry_date" = $2)) ORDER BY "HabitEntryEntity"."habit_id" ASC`;
