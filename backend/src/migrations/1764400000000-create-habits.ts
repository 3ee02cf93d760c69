import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Habits, their daily entries and weekly reflections. Streaks are never stored: see habits/streaks. */
export class CreateHabits1764400000000 implements MigrationInterface {
  name = 'CreateHabits1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE habits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        habit_name text NOT NULL,
        description text NOT NULL DEFAULT '',
        goal_id uuid REFERENCES goals (id) ON DELETE SET NULL,
        goal_connection text NOT NULL DEFAULT '',
        cue text NOT NULL DEFAULT '',
        reward text NOT NULL DEFAULT '',
        category text NOT NULL DEFAULT 'Health'
          CHECK (category IN ('Health', 'Mindset', 'Skill', 'Productivity', 'Creativity',
                              'Relationships', 'Finance', 'Spiritual')),
        category_icon text NOT NULL DEFAULT '',
        is_anti_habit boolean NOT NULL DEFAULT false,
        frequency text NOT NULL DEFAULT 'daily' CHECK (frequency IN ('daily', 'weekly', 'custom')),
        target_count integer NOT NULL DEFAULT 1 CHECK (target_count >= 1),
        custom_days smallint[] NOT NULL DEFAULT '{}'
          CHECK (custom_days <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]),
        display_order integer NOT NULL,
        created_at timestamptz NOT NULL,
        created_on date NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX habits_user_id_display_order_idx ON habits (user_id, display_order)',
    );
    // The goal purge deletes goals; this keeps that delete from scanning habits.
    await queryRunner.query(
      'CREATE INDEX habits_goal_id_idx ON habits (goal_id) WHERE goal_id IS NOT NULL',
    );

    await queryRunner.query(`
      CREATE TABLE habit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        habit_id uuid NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        entry_date date NOT NULL,
        status text NOT NULL CHECK (status IN ('done', 'skipped')),
        count integer NOT NULL CHECK (count >= 0),
        UNIQUE (habit_id, entry_date)
      )
    `);
    await queryRunner.query(
      'CREATE INDEX habit_entries_user_id_entry_date_idx ON habit_entries (user_id, entry_date)',
    );

    await queryRunner.query(`
      CREATE TABLE habit_reflections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        habit_id uuid NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reflection text NOT NULL,
        week_on date NOT NULL,
        created_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX habit_reflections_habit_id_week_on_idx ON habit_reflections (habit_id, week_on)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE habit_reflections');
    await queryRunner.query('DROP TABLE habit_entries');
    await queryRunner.query('DROP TABLE habits');
  }
}
