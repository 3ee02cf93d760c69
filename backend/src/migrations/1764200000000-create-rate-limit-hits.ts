import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One table for every rate limit (sign-in, forgot-password, change-password, invite code), in
 * place of `sign_in_failures`: one row per counted attempt, kept until `expires_at` (the end of
 * its rule's window). The sign-in failures counted so far are dropped: their keys are not
 * those of the new counters, and at worst an attacker starts 15 minutes of counting afresh.
 */
export class CreateRateLimitHits1764200000000 implements MigrationInterface {
  name = 'CreateRateLimitHits1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_hits (
        id bigserial PRIMARY KEY,
        key text NOT NULL,
        expires_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX rate_limit_hits_key_expires_at_idx ON rate_limit_hits (key, expires_at)',
    );
    // For the sweep that deletes the expired rows of every key.
    await queryRunner.query(
      'CREATE INDEX rate_limit_hits_expires_at_idx ON rate_limit_hits (expires_at)',
    );
    await queryRunner.query('DROP TABLE sign_in_failures');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sign_in_failures (
        id bigserial PRIMARY KEY,
        key text NOT NULL,
        failed_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX sign_in_failures_key_failed_at_idx ON sign_in_failures (key, failed_at)',
    );
    await queryRunner.query('DROP TABLE rate_limit_hits');
  }
}
