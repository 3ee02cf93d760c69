import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Goals, part 2:
 * - tasks carry their owner, so a task can exist without a goal (Home's Add Task dialog) and
 *   today's tasks of a user are one index scan; a goal-less task has no checkpoint either;
 * - plan requests also count milestone refinements and checkpoint fills for the daily limit;
 * - the purge of deleted goals finds them by `deleted_at`.
 */
export class GoalsPartTwo1764300000000 implements MigrationInterface {
  name = 'GoalsPartTwo1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE tasks ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE',
    );
    await queryRunner.query(
      'UPDATE tasks SET user_id = goals.user_id FROM goals WHERE goals.id = tasks.goal_id',
    );
    await queryRunner.query('ALTER TABLE tasks ALTER COLUMN user_id SET NOT NULL');
    await queryRunner.query('ALTER TABLE tasks ALTER COLUMN goal_id DROP NOT NULL');
    await queryRunner.query(
      'ALTER TABLE tasks ADD CONSTRAINT tasks_checkpoint_needs_goal_check CHECK (goal_id IS NOT NULL OR checkpoint_id IS NULL)',
    );
    await queryRunner.query('CREATE INDEX tasks_user_id_date_idx ON tasks (user_id, date)');

    await queryRunner.query(
      'ALTER TABLE plan_generations DROP CONSTRAINT plan_generations_kind_check',
    );
    await queryRunner.query(
      "ALTER TABLE plan_generations ADD CONSTRAINT plan_generations_kind_check CHECK (kind IN ('plan', 'fill', 'refine', 'checkpoint'))",
    );

    await queryRunner.query(
      'CREATE INDEX goals_deleted_at_idx ON goals (deleted_at) WHERE deleted_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX goals_deleted_at_idx');
    await queryRunner.query("DELETE FROM plan_generations WHERE kind IN ('refine', 'checkpoint')");
    await queryRunner.query(
      'ALTER TABLE plan_generations DROP CONSTRAINT plan_generations_kind_check',
    );
    await queryRunner.query(
      "ALTER TABLE plan_generations ADD CONSTRAINT plan_generations_kind_check CHECK (kind IN ('plan', 'fill'))",
    );
    await queryRunner.query('DELETE FROM tasks WHERE goal_id IS NULL');
    await queryRunner.query('DROP INDEX tasks_user_id_date_idx');
    await queryRunner.query('ALTER TABLE tasks DROP CONSTRAINT tasks_checkpoint_needs_goal_check');
    await queryRunner.query('ALTER TABLE tasks ALTER COLUMN goal_id SET NOT NULL');
    await queryRunner.query('ALTER TABLE tasks DROP COLUMN user_id');
  }
}
