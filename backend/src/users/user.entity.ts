import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** As typed, trimmed. */
  @Column({ type: 'text' })
  email!: string;

  /** `normalizeEmail(email)`: what addresses are compared by (unique). */
  @Column({ name: 'email_key', type: 'text' })
  emailKey!: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  /** IANA time zone, e.g. `Europe/Berlin`. */
  @Column({ name: 'time_zone', type: 'text', default: 'UTC' })
  timeZone!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', nullable: true })
  lastSeenAt!: Date | null;
}
