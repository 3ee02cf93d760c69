import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One per user, made by the first statement or voice note. */
@Entity({ name: 'vision_profiles' })
export class VisionProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text', nullable: true })
  statement!: string | null;

  /** The voice note's storage key; the four audio columns are all set or all null. */
  @Column({ name: 'audio_key', type: 'text', nullable: true })
  audioKey!: string | null;

  @Column({ name: 'audio_content_type', type: 'text', nullable: true })
  audioContentType!: string | null;

  @Column({ name: 'audio_duration_ms', type: 'integer', nullable: true })
  audioDurationMs!: number | null;

  @Column({ name: 'audio_created_at', type: 'timestamptz', nullable: true })
  audioCreatedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
