import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's daily reminder, the same on all their devices. */
@Entity({ name: 'notification_settings' })
export class NotificationSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  /** HH:MM, 24-hour, in the user's time zone. */
  @Column({ name: 'reminder_time', type: 'text' })
  reminderTime!: string;

  /** The local date of the last reminder pushed (claimed by one instance, never two). */
  @Column({ name: 'last_reminded_on', type: 'date', nullable: true })
  lastRemindedOn!: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
