import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A manual weekly entry; its week is the one (Sunday-Saturday, user's zone) it was written in. */
@Entity({ name: 'weekly_reviews' })
export class WeeklyReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'review_date', type: 'timestamptz' })
  reviewDate!: Date;

  /** YYYY-MM-DD: the Sunday of reviewDate's week in the owner's zone. */
  @Column({ name: 'week_start', type: 'date' })
  weekStart!: string;

  @Column({ name: 'wins_this_week', type: 'text', nullable: true })
  winsThisWeek!: string | null;

  @Column({ name: 'what_worked', type: 'text', nullable: true })
  whatWorked!: string | null;

  @Column({ name: 'what_didnt_work', type: 'text', nullable: true })
  whatDidntWork!: string | null;

  @Column({ name: 'areas_to_improve', type: 'text', nullable: true })
  areasToImprove!: string | null;
}
