import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The usage table's bucket: every time zone's day starts on one (offsets are whole quarters). */
const BUCKET = (column: string) => `date_bin('15 minutes', ${column}, '2000-01-01 00:00:00+00')`;

/**
 * The admin dashboard:
 * - model calls and their cost per quarter of an hour, kept by a trigger in the writing
 *   transaction, so today's, this month's and the last 30 days' figures in any admin's zone
 *   are sums over at most a few thousand rows, however many calls there are;
 * - goal history pages newest first, and whether a goal has recorded calls (also what the
 *   goal purge's ON DELETE SET NULL looks up).
 */
export class AdminIndexes1764800000000 implements MigrationInterface {
  name = 'AdminIndexes1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ai_usage_quarters (
        bucket timestamptz PRIMARY KEY,
        calls integer NOT NULL,
        cost_usd numeric(16, 6) NOT NULL
      )
    `);
    // A settled call changes its cost in place: one row moves by the difference.
    await queryRunner.query(`
      CREATE FUNCTION ai_usage_quarters_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE ai_usage_quarters
             SET calls = calls - 1, cost_usd = cost_usd - OLD.cost_usd
           WHERE bucket = ${BUCKET('OLD.created_at')};
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO ai_usage_quarters AS q (bucket, calls, cost_usd)
          VALUES (${BUCKET('NEW.created_at')}, 1, NEW.cost_usd)
          ON CONFLICT (bucket) DO UPDATE
            SET calls = q.calls + 1, cost_usd = q.cost_usd + EXCLUDED.cost_usd;
        END IF;
        RETURN NULL;
      END
      $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER ai_calls_usage_quarters
        AFTER INSERT OR DELETE OR UPDATE OF cost_usd, created_at ON ai_calls
        FOR EACH ROW EXECUTE FUNCTION ai_usage_quarters_track()
    `);
    await queryRunner.query(`
      CREATE FUNCTION ai_usage_quarters_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE ai_usage_quarters;
        RETURN NULL;
      END
      $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER ai_calls_usage_quarters_truncate
        AFTER TRUNCATE ON ai_calls
        FOR EACH STATEMENT EXECUTE FUNCTION ai_usage_quarters_clear()
    `);
    await queryRunner.query(`
      INSERT INTO ai_usage_quarters (bucket, calls, cost_usd)
      SELECT ${BUCKET('created_at')}, count(*), sum(cost_usd) FROM ai_calls GROUP BY 1
    `);
    await queryRunner.query(
      'CREATE INDEX goals_created_at_id_idx ON goals (created_at DESC, id DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX ai_calls_goal_id_idx ON ai_calls (goal_id) WHERE goal_id IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ai_calls_goal_id_idx');
    await queryRunner.query('DROP INDEX goals_created_at_id_idx');
    await queryRunner.query('DROP TRIGGER ai_calls_usage_quarters_truncate ON ai_calls');
    await queryRunner.query('DROP FUNCTION ai_usage_quarters_clear()');
    await queryRunner.query('DROP TRIGGER ai_calls_usage_quarters ON ai_calls');
    await queryRunner.query('DROP FUNCTION ai_usage_quarters_track()');
    await queryRunner.query('DROP TABLE ai_usage_quarters');
  }
}
