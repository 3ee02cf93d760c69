import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `aborted`: stopped by us (another part failed, a goal was deleted, the instance stopped).
 * `pending`: reserved before the call and not settled yet (or never, if the instance stopped).
 */
export type AiCallOutcome =
  'ok' | 'invalid' | 'truncated' | 'refused' | 'timeout' | 'error' | 'aborted' | 'pending';

/** One call to a language model: what it was for, what it used and cost, how it ended. */
@Entity({ name: 'ai_calls' })
export class AiCallEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'goal_id', type: 'uuid', nullable: true })
  goalId!: string | null;

  @Column({ type: 'text' })
  purpose!: string;

  @Column({ type: 'text' })
  model!: string;

  @Column({ name: 'prompt_tokens', type: 'integer' })
  promptTokens!: number;

  @Column({ name: 'completion_tokens', type: 'integer' })
  completionTokens!: number;

  /** numeric comes back from PostgreSQL as a string; kept as one to lose no precision. */
  @Column({ name: 'cost_usd', type: 'numeric', precision: 12, scale: 6 })
  costUsd!: string;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs!: number;

  @Column({ type: 'text' })
  outcome!: AiCallOutcome;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
