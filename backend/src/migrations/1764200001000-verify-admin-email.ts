import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ADMIN_EMAIL grants admin only through a link mailed to that address: the links' tokens (SHA-256,
 * single use, expiring) are bound to the account and to the address they were sent to. And
 * addresses are compared by one key, the same in TypeScript and in the database.
 */
export class VerifyAdminEmail1764200001000 implements MigrationInterface {
  name = 'VerifyAdminEmail1764200001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_email_verifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )
    `);
    await queryRunner.query(
      'CREATE INDEX admin_email_verifications_user_id_idx ON admin_email_verifications (user_id)',
    );

    // Addresses are compared by a key made in TypeScript (normalizeEmail: NFKC, trimmed, lower
    // case), never by PostgreSQL's lower(), which lowers some letters (`İ`) differently: one
    // rule for the unique index, the look-ups and the rate-limit counters.
    await queryRunner.query('ALTER TABLE users ADD COLUMN email_key text');
    await queryRunner.query(
      'UPDATE users SET email = btrim(email), email_key = lower(normalize(btrim(email), NFKC))',
    );
    await queryRunner.query('ALTER TABLE users ALTER COLUMN email_key SET NOT NULL');
    await queryRunner.query('CREATE UNIQUE INDEX users_email_key_key ON users (email_key)');
    await queryRunner.query('DROP INDEX users_email_lower_key');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))');
    await queryRunner.query('ALTER TABLE users DROP COLUMN email_key');
    await queryRunner.query('DROP TABLE admin_email_verifications');
  }
}
