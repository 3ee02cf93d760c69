import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row per change of the invite code; the newest row is the current code. */
@Entity({ name: 'invite_codes' })
export class InviteCodeEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  code!: string;

  /** The admin who set it; null for the code made on the first start. */
  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  changedBy!: string | null;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
