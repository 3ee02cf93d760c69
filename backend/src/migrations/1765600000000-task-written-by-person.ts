import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the person wrote the task (added it) or changed its text, rather than the plan making
 * it. Refining a milestone replaces only the plan's own open tasks; these stay. Tasks from before
 * this column cannot be told apart and count as the plan's.
 */
export class TaskWrittenByPerson1765600000000 implements MigrationInterface {
  name = 'TaskWrittenByPerson1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE tasks ADD COLUMN written_by_person boolean NOT NULL DEFAULT false',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tasks DROP COLUMN written_by_person');
  }
}
