import type { PlanStatus } from '@goalcoach/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A whole plan, the tasks of an outline, one milestone refined, one checkpoint filled. */
export type PlanGenerationKind = 'plan' | 'fill' | 'refine' | 'checkpoint';

/** Plan statuses of a goal whose plan is queued or being made. */
export const PLAN_STATUSES_IN_THE_MAKING = [
  'pending',
  'generating',
] as const satisfies readonly PlanStatus[];

/** One request for a plan; counted for the daily limit. */
@Entity({ name: 'plan_generations' })
export class PlanGenerationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'goal_id', type: 'uuid' })
  goalId!: string;

  @Column({ type: 'text' })
  kind!: PlanGenerationKind;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt!: Date;
}
