import type { HabitCategory, HabitFrequency } from '@goalcoach/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'habits' })
export class HabitEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'habit_name', type: 'text' })
  habitName!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** Set to null by the database when the goal is erased. */
  @Column({ name: 'goal_id', type: 'uuid', nullable: true })
  goalId!: string | null;

  @Column({ name: 'goal_connection', type: 'text', default: '' })
  goalConnection!: string;

  @Column({ type: 'text', default: '' })
  cue!: string;

  @Column({ type: 'text', default: '' })
  reward!: string;

  @Column({ type: 'text', default: 'Health' })
  category!: HabitCategory;

  @Column({ name: 'category_icon', type: 'text', default: '' })
  categoryIcon!: string;

  @Column({ name: 'is_anti_habit', type: 'boolean', default: false })
  isAntiHabit!: boolean;

  @Column({ type: 'text', default: 'daily' })
  frequency!: HabitFrequency;

  @Column({ name: 'target_count', type: 'integer', default: 1 })
  targetCount!: number;

  /** 0 = Sunday ... 6 = Saturday, sorted; empty unless frequency is custom. */
  @Column({ name: 'custom_days', type: 'smallint', array: true, default: () => "'{}'" })
  customDays!: number[];

  @Column({ name: 'display_order', type: 'integer' })
  displayOrder!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Grows with every write to the habit's entries: figures computed from them stay valid
   * while it does not move (habit-figures-cache.ts). */
  @Column({ name: 'entries_version', type: 'integer', default: 0 })
  entriesVersion!: number;

  /** YYYY-MM-DD: the owner's local date at creation; no entry may be earlier. */
  @Column({ name: 'created_on', type: 'date' })
  createdOn!: string;
}
