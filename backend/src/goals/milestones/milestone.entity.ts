import type { MilestoneStatus } from '@goalcoach/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'milestones' })
export class MilestoneEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'goal_id', type: 'uuid' })
  goalId!: string;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', default: 'upcoming' })
  status!: MilestoneStatus;

  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;
}
