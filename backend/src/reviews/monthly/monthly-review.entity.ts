import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user's review of one month (unique per user, year and month). */
@Entity({ name: 'monthly_reviews' })
export class MonthlyReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'integer' })
  year!: number;

  /** 1-12. */
  @Column({ type: 'integer' })
  month!: number;

  @Column({ name: 'total_wins', type: 'text', nullable: true })
  totalWins!: string | null;

  @Column({ name: 'total_lessons', type: 'text', nullable: true })
  totalLessons!: string | null;

  @Column({ name: 'weekly_highlights', type: 'text', nullable: true })
  weeklyHighlights!: string | null;

  @Column({ name: 'areas_to_improve', type: 'text', nullable: true })
  areasToImprove!: string | null;

  /** The lines the last generation wrote into each text (a refresh replaces only these). */
  @Column({ name: 'generated_wins', type: 'text', nullable: true })
  generatedWins!: string | null;

  @Column({ name: 'generated_lessons', type: 'text', nullable: true })
  generatedLessons!: string | null;

  @Column({ name: 'generated_highlights', type: 'text', nullable: true })
  generatedHighlights!: string | null;

  @Column({ name: 'generated_areas', type: 'text', nullable: true })
  generatedAreas!: string | null;

  /** numeric(3,1) comes back from PostgreSQL as a string. */
  @Column({ name: 'average_confidence', type: 'numeric', precision: 3, scale: 1, nullable: true })
  averageConfidence!: string | null;

  @Column({ name: 'days_checked_in', type: 'integer', default: 0 })
  daysCheckedIn!: number;

  @Column({ name: 'tasks_completed', type: 'integer', default: 0 })
  tasksCompleted!: number;

  @Column({ name: 'total_streak_days', type: 'integer', default: 0 })
  totalStreakDays!: number;

  @Column({ name: 'coach_note', type: 'text', nullable: true })
  coachNote!: string | null;

  /** SHA-256 (hex) of the prompt a model-written coachNote came from; null for an offline one. */
  @Column({ name: 'coach_note_input', type: 'text', nullable: true })
  coachNoteInput!: string | null;

  @Column({ name: 'generated_at', type: 'timestamptz', nullable: true })
  generatedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
