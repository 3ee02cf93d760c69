import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A private calendar feed per person: its secret token, and whether the feed carries the daily
 * check-in event. The token itself is kept, not a hash of it: its address must be shown again
 * (to add a second calendar, on another device), and it opens only task texts and goal names,
 * which this database holds anyway, so a hash would protect nothing a leaked database does not
 * already give away. The event's time is the person's reminder time (notification_settings),
 * so it is not stored twice.
 */
export class CalendarFeed1765100000000 implements MigrationInterface {
  name = 'CalendarFeed1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{43}$'),
        include_check_in_reminder boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        reset_at timestamptz
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE calendar_feeds');
  }
}
