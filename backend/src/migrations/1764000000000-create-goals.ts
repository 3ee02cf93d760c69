import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { JOB_SCHEMA } from '../platform/jobs/job-schema.js';

/** pg-boss wraps its plans in BEGIN/COMMIT; here they run inside the migration's transaction. */
function withoutOwnTransaction(plans: string): string {
  return plans.replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, '');
}

export class CreateGoals1764000000000 implements MigrationInterface {
  name = 'CreateGoals1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE goals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        goal_name text NOT NULL,
        short_title text NOT NULL,
        personal_legend text NOT NULL DEFAULT '',
        first_daily_action text NOT NULL DEFAULT '',
        ai_input_goal text NOT NULL,
        ai_input_why text NOT NULL,
        ai_input_vision text NOT NULL,
        ai_input_resources text NOT NULL,
        ai_input_obstacles text NOT NULL,
        ai_input_working_style text NOT NULL,
        ai_input_life_impact text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        plan_status text NOT NULL DEFAULT 'pending'
          CHECK (plan_status IN ('pending', 'generating', 'ready', 'failed')),
        plan_source text NOT NULL CHECK (plan_source IN ('ai', 'offline')),
        plan_progress jsonb NOT NULL,
        plan_error text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        deleted_at timestamptz
      )
    `);
    await queryRunner.query(
      'CREATE INDEX goals_user_id_created_at_idx ON goals (user_id, created_at DESC) WHERE deleted_at IS NULL',
    );
    // At most one plan in the making per user, whatever the number of instances.
    await queryRunner.query(`
      CREATE UNIQUE INDEX goals_one_generation_per_user_key ON goals (user_id)
        WHERE plan_status IN ('pending', 'generating')
    `);

    await queryRunner.query(`
      CREATE TABLE plan_generations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        goal_id uuid NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('plan', 'fill')),
        requested_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX plan_generations_user_id_requested_at_idx ON plan_generations (user_id, requested_at)',
    );

    await queryRunner.query(`
      CREATE TABLE milestones (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        goal_id uuid NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
        position integer NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        status text NOT NULL DEFAULT 'upcoming'
          CHECK (status IN ('upcoming', 'in_progress', 'complete')),
        start_date date NOT NULL,
        end_date date NOT NULL,
        UNIQUE (goal_id, position)
      )
    `);

    await queryRunner.query(`
      CREATE TABLE checkpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        goal_id uuid NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
        milestone_id uuid NOT NULL REFERENCES milestones (id) ON DELETE CASCADE,
        week_number integer NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'upcoming', 'complete')),
        start_date date NOT NULL,
        end_date date NOT NULL,
        UNIQUE (goal_id, week_number)
      )
    `);
    await queryRunner.query(
      'CREATE INDEX checkpoints_milestone_id_week_number_idx ON checkpoints (milestone_id, week_number)',
    );

    await queryRunner.query(`
      CREATE TABLE tasks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        goal_id uuid NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
        checkpoint_id uuid REFERENCES checkpoints (id) ON DELETE CASCADE,
        task text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
        date date NOT NULL,
        position integer NOT NULL DEFAULT 0,
        marked_as_win boolean NOT NULL DEFAULT false,
        completed_at timestamptz,
        created_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX tasks_goal_id_date_idx ON tasks (goal_id, date, position)',
    );
    await queryRunner.query('CREATE INDEX tasks_checkpoint_id_idx ON tasks (checkpoint_id)');

    await queryRunner.query(`
      CREATE TABLE ai_calls (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        goal_id uuid REFERENCES goals (id) ON DELETE SET NULL,
        purpose text NOT NULL,
        model text NOT NULL,
        prompt_tokens integer NOT NULL,
        completion_tokens integer NOT NULL,
        cost_usd numeric(12, 6) NOT NULL,
        duration_ms integer NOT NULL,
        outcome text NOT NULL,
        created_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX ai_calls_created_at_idx ON ai_calls (created_at)');
    await queryRunner.query(
      'CREATE INDEX ai_calls_user_id_created_at_idx ON ai_calls (user_id, created_at)',
    );

    await queryRunner.query(`
      CREATE TABLE daily_checkins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        date date NOT NULL,
        completed_daily_action boolean NOT NULL,
        wins text,
        lessons text,
        confidence_level integer NOT NULL CHECK (confidence_level BETWEEN 0 AND 10),
        created_at timestamptz NOT NULL,
        UNIQUE (user_id, date)
      )
    `);

    await queryRunner.query(withoutOwnTransaction(PgBoss.getConstructionPlans(JOB_SCHEMA)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SCHEMA ${JOB_SCHEMA} CASCADE`);
    for (const table of [
      'daily_checkins',
      'ai_calls',
      'tasks',
      'checkpoints',
      'milestones',
      'plan_generations',
      'goals',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
