import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Habits, part 2:
 * - `entries_version` grows with every write to a habit's entries (in the write's own
 *   transaction), so streak figures computed from the entries can be reused until it moves;
 * - this week's reflections of a user (the "reflection due" flag of every habit list) are one
 *   index scan.
 */
export class HabitEntriesVersion1764500000000 implements MigrationInterface {
  name = 'HabitEntriesVersion1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE habits ADD COLUMN entries_version integer NOT NULL DEFAULT 0',
    );
    await queryRunner.query(
      'CREATE INDEX habit_reflections_user_id_week_on_idx ON habit_reflections (user_id, week_on)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX habit_reflections_user_id_week_on_idx');
    await queryRunner.query('ALTER TABLE habits DROP COLUMN entries_version');
  }
}
