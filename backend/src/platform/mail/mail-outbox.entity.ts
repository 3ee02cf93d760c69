import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Mail kept instead of sent when no SMTP server is configured (development). */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'to_address', type: 'text' })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'text_body', type: 'text' })
  text!: string;

  @Column({ name: 'html_body', type: 'text' })
  html!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
