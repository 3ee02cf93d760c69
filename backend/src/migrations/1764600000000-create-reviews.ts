import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews: daily check-ins (the table came with the goals, whose figures read it) gain an
 * update time; weekly entries, monthly reviews, and the reminders (settings and the push
 * subscriptions of each device).
 */
export class CreateReviews1764600000000 implements MigrationInterface {
  name = 'CreateReviews1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE daily_checkins ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    );
    await queryRunner.query('UPDATE daily_checkins SET updated_at = created_at');
    await queryRunner.query('ALTER TABLE daily_checkins ALTER COLUMN updated_at DROP DEFAULT');

    await queryRunner.query(`
      CREATE TABLE weekly_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        review_date timestamptz NOT NULL,
        week_start date NOT NULL,
        wins_this_week text,
        what_worked text,
        what_didnt_work text,
        areas_to_improve text
      )
    `);
    await queryRunner.query(
      'CREATE INDEX weekly_reviews_user_id_week_start_idx ON weekly_reviews (user_id, week_start)',
    );

    // generated_*: the lines the last generation wrote into each text, so a refresh replaces
    // them and keeps what the person added by hand. coach_note_input: a hash of what a
    // model-written coach_note was written from (null for the offline writer's), so a refresh
    // of unchanged data keeps the note instead of paying for another call.
    await queryRunner.query(`
      CREATE TABLE monthly_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
        month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
        total_wins text,
        total_lessons text,
        weekly_highlights text,
        areas_to_improve text,
        generated_wins text,
        generated_lessons text,
        generated_highlights text,
        generated_areas text,
        average_confidence numeric(3, 1),
        days_checked_in integer NOT NULL DEFAULT 0,
        tasks_completed integer NOT NULL DEFAULT 0,
        total_streak_days integer NOT NULL DEFAULT 0,
        coach_note text,
        coach_note_input text,
        generated_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (user_id, year, month)
      )
    `);

    await queryRunner.query(`
      CREATE TABLE notification_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        enabled boolean NOT NULL,
        reminder_time text NOT NULL CHECK (reminder_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        last_reminded_on date,
        updated_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX notification_settings_enabled_idx ON notification_settings (user_id) WHERE enabled',
    );

    // One row per browser: an endpoint belongs to whoever subscribed it last on that device.
    await queryRunner.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        expiration_time timestamptz,
        created_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX push_subscriptions_user_id_idx ON push_subscriptions (user_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'push_subscriptions',
      'notification_settings',
      'monthly_reviews',
      'weekly_reviews',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query('ALTER TABLE daily_checkins DROP COLUMN updated_at');
  }
}
