import type { HabitEntryStatus } from '@goalcoach/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One habit's record of one local day (unique per habit and date). */
@Entity({ name: 'habit_entries' })
export class HabitEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'habit_id', type: 'uuid' })
  habitId!: string;

  /** Kept beside habit_id so a user's entries of a date range are one index scan. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'entry_date', type: 'date' })
  entryDate!: string;

  @Column({ type: 'text' })
  status!: HabitEntryStatus;

  @Column({ type: 'integer' })
  count!: number;
}
