import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user's daily check-in: one per local date (unique per user and date). */
@Entity({ name: 'daily_checkins' })
export class CheckInEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** YYYY-MM-DD in the owner's time zone. */
  @Column({ type: 'date' })
  date!: string;

  @Column({ name: 'completed_daily_action', type: 'boolean' })
  completedDailyAction!: boolean;

  @Column({ type: 'text', nullable: true })
  wins!: string | null;

  @Column({ type: 'text', nullable: true })
  lessons!: string | null;

  @Column({ name: 'confidence_level', type: 'integer' })
  confidenceLevel!: number;

  /**
   * Whether the person gave confidenceLevel. Check-ins from before the check-in asked for it
   * hold a value derived from Yes/No (8 or 5): kept, but left out of averages and not shown.
   */
  @Column({ name: 'confidence_given', type: 'boolean', default: false })
  confidenceGiven!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
