import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ADMIN_EMAIL grants admin only through a link mailed to that address: the links' tokens (SHA-256,
 * single use, expiring) are bound to the account and to the address they were sent to. And
 * e-mail addresses are stored trimmed, as every write already does, now checked by the database.
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

    // Trim any address stored with spaces, unless its trimmed form belongs to another account
    // (that one keeps working as it is; the unique index on lower(email) stays the rule).
    await queryRunner.query(`
      UPDATE users u SET email = btrim(u.email, E' \\t\\r\\n')
       WHERE u.email <> btrim(u.email, E' \\t\\r\\n')
         AND NOT EXISTS (
           SELECT 1 FROM users o
            WHERE o.id <> u.id AND lower(o.email) = lower(btrim(u.email, E' \\t\\r\\n'))
         )
    `);
    // NOT VALID: a row the update above had to leave is not refused; every new or changed one is.
    await queryRunner.query(`
      ALTER TABLE users ADD CONSTRAINT users_email_trimmed
        CHECK (email = btrim(email, E' \\t\\r\\n')) NOT VALID
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP CONSTRAINT users_email_trimmed');
    await queryRunner.query('DROP TABLE admin_email_verifications');
  }
}
