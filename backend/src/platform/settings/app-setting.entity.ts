import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One row per installation-wide setting (installation id, invite code, AI settings, ...). */
@Entity({ name: 'app_settings' })
export class AppSettingEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'jsonb' })
  value!: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
