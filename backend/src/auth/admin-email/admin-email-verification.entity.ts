import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A link mailed to the ADMIN_EMAIL address: confirming it makes that account an admin. */
@Entity({ name: 'admin_email_verifications' })
export class AdminEmailVerificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The address the link was mailed to, as `normalizeEmail` gives it. */
  @Column({ type: 'text' })
  email!: string;

  /** SHA-256 of the token in the mailed link. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
