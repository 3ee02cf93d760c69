import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the offline coach says of a plan on the goal page: what its 90 days can reach when the
 * target is beyond them ("At $900 a month this is clear in about 14 months; …"), and the goal's
 * words its kind or shape was chosen for. Both null for a model's plan and older plans.
 */
export class GoalPlanReach1765400000000 implements MigrationInterface {
  name = 'GoalPlanReach1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE goals ADD COLUMN plan_reach text, ADD COLUMN plan_kind_words text[]',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE goals DROP COLUMN plan_reach, DROP COLUMN plan_kind_words',
    );
  }
}
