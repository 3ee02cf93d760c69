import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kind of goal the offline coach wrote a plan for (`endurance-running`), shown on the goal
 * page. Plans written before it knew kinds keep null: they were not written for one.
 */
export class GoalPlanKind1765000000000 implements MigrationInterface {
  name = 'GoalPlanKind1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE goals ADD COLUMN plan_kind text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE goals DROP COLUMN plan_kind');
  }
}
