import type { CheckpointStatus } from '@goalcoach/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'checkpoints' })
export class CheckpointEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'goal_id', type: 'uuid' })
  goalId!: string;

  @Column({ name: 'milestone_id', type: 'uuid' })
  milestoneId!: string;

  @Column({ name: 'week_number', type: 'integer' })
  weekNumber!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: CheckpointStatus;

  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;
}
