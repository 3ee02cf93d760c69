import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One browser's push subscription; its endpoint belongs to whoever subscribed it last. */
@Entity({ name: 'push_subscriptions' })
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  endpoint!: string;

  /** The browser's P-256 public key, URL-safe base64. */
  @Column({ type: 'text' })
  p256dh!: string;

  /** The browser's 16-byte auth secret, URL-safe base64. */
  @Column({ type: 'text' })
  auth!: string;

  @Column({ name: 'expiration_time', type: 'timestamptz', nullable: true })
  expirationTime!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
