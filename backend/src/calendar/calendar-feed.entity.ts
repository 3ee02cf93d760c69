import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A person's private calendar feed (one per person). */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The secret token in the feed's address (32 random bytes, base64url). */
  @Column({ type: 'text' })
  token!: string;

  @Column({ name: 'include_check_in_reminder', type: 'boolean', default: false })
  includeCheckInReminder!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'reset_at', type: 'timestamptz', nullable: true })
  resetAt!: Date | null;
}
