import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { type AiCallOutcome, AiCallEntity } from './ai-call.entity.js';
import { callCostUsd } from './ai-prices.js';

export interface AiCallRecord {
  userId: string;
  goalId: string | null;
  purpose: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  outcome: AiCallOutcome;
}

/** Keeps a row per model call, for usage and cost on the admin dashboard. */
@Injectable()
export class AiCallsService {
  constructor(
    @InjectRepository(AiCallEntity) private readonly calls: Repository<AiCallEntity>,
    private readonly clock: Clock,
  ) {}

  async record(call: AiCallRecord): Promise<void> {
    const cost = callCostUsd(call.model, call.promptTokens, call.completionTokens);
    await this.calls.insert({
      ...call,
      durationMs: Math.round(call.durationMs),
      costUsd: cost.toFixed(6),
      createdAt: this.clock.now(),
    });
  }

  /** The user's calls for `purpose` (whatever their outcome) from `since` on. */
  countSince(userId: string, purpose: string, since: Date): Promise<number> {
    return this.calls.countBy({ userId, purpose, createdAt: MoreThanOrEqual(since) });
  }
}
