import type { PlanProgress, PlanSource, PlanStatus } from '@goalcoach/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'goals' })
export class GoalEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'goal_name', type: 'text' })
  goalName!: string;

  @Column({ name: 'short_title', type: 'text' })
  shortTitle!: string;

  @Column({ name: 'personal_legend', type: 'text', default: '' })
  personalLegend!: string;

  @Column({ name: 'first_daily_action', type: 'text', default: '' })
  firstDailyAction!: string;

  @Column({ name: 'ai_input_goal', type: 'text' })
  aiInputGoal!: string;

  @Column({ name: 'ai_input_why', type: 'text' })
  aiInputWhy!: string;

  @Column({ name: 'ai_input_vision', type: 'text' })
  aiInputVision!: string;

  @Column({ name: 'ai_input_resources', type: 'text' })
  aiInputResources!: string;

  @Column({ name: 'ai_input_obstacles', type: 'text' })
  aiInputObstacles!: string;

  @Column({ name: 'ai_input_working_style', type: 'text' })
  aiInputWorkingStyle!: string;

  @Column({ name: 'ai_input_life_impact', type: 'text' })
  aiInputLifeImpact!: string;

  /** YYYY-MM-DD in the owner's time zone. */
  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;

  @Column({ name: 'plan_status', type: 'text', default: 'pending' })
  planStatus!: PlanStatus;

  @Column({ name: 'plan_source', type: 'text' })
  planSource!: PlanSource;

  /** The offline coach's kind id the plan was written for (`endurance-running`), else null. */
  @Column({ name: 'plan_kind', type: 'text', nullable: true })
  planKind!: string | null;

  /** The goal's words the offline coach chose the kind or shape for (["knit", "sweater"]). */
  @Column({ name: 'plan_kind_words', type: 'text', array: true, nullable: true })
  planKindWords!: string[] | null;

  /** What the plan's 90 days can reach, when the offline coach found the target beyond them. */
  @Column({ name: 'plan_reach', type: 'text', nullable: true })
  planReach!: string | null;

  @Column({ name: 'plan_progress', type: 'jsonb' })
  planProgress!: PlanProgress;

  @Column({ name: 'plan_error', type: 'text', nullable: true })
  planError!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
