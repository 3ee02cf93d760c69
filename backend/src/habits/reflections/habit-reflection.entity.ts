import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The Weekly Reflection dialog's text, kept and shown in the habit's history. */
@Entity({ name: 'habit_reflections' })
export class HabitReflectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'habit_id', type: 'uuid' })
  habitId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  reflection!: string;

  /** The Sunday the reflected week starts on, in the owner's zone. */
  @Column({ name: 'week_on', type: 'date' })
  weekOn!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
