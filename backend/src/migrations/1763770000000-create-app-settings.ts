import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAppSettings1763770000000 implements MigrationInterface {
  name = 'CreateAppSettings1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE app_settings');
  }
}
