import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each new index by table and columns, with the one it replaces and that one's columns. */
const PAGE_INDEXES = [
  [
    'tasks',
    'tasks_user_id_date_id_idx',
    'user_id, date, id',
    'tasks_user_id_date_idx',
    'user_id, date',
  ],
  [
    'habit_entries',
    'habit_entries_user_id_entry_date_id_idx',
    'user_id, entry_date, id',
    'habit_entries_user_id_entry_date_idx',
    'user_id, entry_date',
  ],
  [
    'habit_reflections',
    'habit_reflections_user_id_week_on_id_idx',
    'user_id, week_on, id',
    'habit_reflections_user_id_week_on_idx',
    'user_id, week_on',
  ],
  [
    'weekly_reviews',
    'weekly_reviews_user_id_week_start_id_idx',
    'user_id, week_start, id',
    'weekly_reviews_user_id_week_start_idx',
    'user_id, week_start',
  ],
] as const;

/**
 * The account export reads the records that grow by the day (tasks, habit entries and
 * reflections, check-ins, weekly reviews) a page at a time in (day, id) order after the last
 * page's row. These indexes hand over exactly that page, so a page costs the same on the first
 * day as after years, and no plan sorts all of a person's rows for each page. Each replaces the
 * (user_id, day) index it extends, which serves every query the old one did.
 */
export class ExportPageIndexes1765500000000 implements MigrationInterface {
  name = 'ExportPageIndexes1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, columns, replaced] of PAGE_INDEXES) {
      await queryRunner.query(`CREATE INDEX ${name} ON ${table} (${columns})`);
      await queryRunner.query(`DROP INDEX ${replaced}`);
    }
    await queryRunner.query(
      'CREATE INDEX daily_checkins_user_id_date_id_idx ON daily_checkins (user_id, date, id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX daily_checkins_user_id_date_id_idx');
    for (const [table, name, , replaced, replacedColumns] of PAGE_INDEXES) {
      await queryRunner.query(`CREATE INDEX ${replaced} ON ${table} (${replacedColumns})`);
      await queryRunner.query(`DROP INDEX ${name}`);
    }
  }
}
