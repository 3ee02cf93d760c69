import type { TaskStatus } from '@goalcoach/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'tasks' })
export class TaskEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Null for a goal-less task (which has no checkpoint either). */
  @Column({ name: 'goal_id', type: 'uuid', nullable: true })
  goalId!: string | null;

  @Column({ name: 'checkpoint_id', type: 'uuid', nullable: true })
  checkpointId!: string | null;

  @Column({ type: 'text' })
  task!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: TaskStatus;

  /** YYYY-MM-DD in the owner's time zone. */
  @Column({ type: 'date' })
  date!: string;

  /** Order within the day. */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ name: 'marked_as_win', type: 'boolean', default: false })
  markedAsWin!: boolean;

  /** Added or reworded by the person, not as the plan made it: a refinement keeps it. */
  @Column({ name: 'written_by_person', type: 'boolean', default: false })
  writtenByPerson!: boolean;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
