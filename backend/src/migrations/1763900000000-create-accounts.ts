import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccounts1763900000000 implements MigrationInterface {
  name = 'CreateAccounts1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        time_zone text NOT NULL DEFAULT 'UTC',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz
      )
    `);
    // E-mail addresses are unique whatever their case.
    await queryRunner.query('CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))');

    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        user_agent text
      )
    `);
    await queryRunner.query('CREATE INDEX sessions_user_id_idx ON sessions (user_id)');

    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )
    `);
    await queryRunner.query(
      'CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id)',
    );

    // The newest row is the current code; the others are its history.
    await queryRunner.query(`
      CREATE TABLE invite_codes (
        id bigserial PRIMARY KEY,
        code text NOT NULL,
        changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        changed_at timestamptz NOT NULL
      )
    `);

    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL
      )
    `);

    // Failed sign-ins, by "ip:<address>" and "account:<email>", for the shared rate limit.
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sign_in_failures');
    await queryRunner.query('DROP TABLE mail_outbox');
    await queryRunner.query('DROP TABLE invite_codes');
    await queryRunner.query('DROP TABLE password_reset_tokens');
    await queryRunner.query('DROP TABLE sessions');
    await queryRunner.query('DROP TABLE users');
  }
}
