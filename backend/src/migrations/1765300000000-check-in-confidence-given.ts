import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a check-in's confidence was given by the person. Until now the check-in asked only
 * Yes/No and stored 8 or 5 from it, so every existing row is marked as not given (its value is
 * kept, and shown nowhere as a confidence). The monthly averages stored so far were computed
 * from those derived values only: they are cleared, and the next generation of a month averages
 * the confidence given in it.
 */
export class CheckInConfidenceGiven1765300000000 implements MigrationInterface {
  name = 'CheckInConfidenceGiven1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE daily_checkins ADD COLUMN confidence_given boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query('UPDATE monthly_reviews SET average_confidence = NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE daily_checkins DROP COLUMN confidence_given');
  }
}
