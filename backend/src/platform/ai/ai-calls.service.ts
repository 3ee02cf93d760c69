import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { lockUserRow } from '../database/user-row-lock.js';
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

/** A call about to be made under a daily limit: who makes it, for what, with which model. */
export interface AiCallToReserve {
  userId: string;
  goalId: string | null;
  purpose: string;
  model: string;
}

/** The calls a user may make for a purpose from `since` (the start of their day) on. */
export interface AiCallLimit {
  count: number;
  since: Date;
}

/** A reserved call's row, to settle once the call has ended. */
export interface ReservedAiCall {
  id: string;
  model: string;
}

/** How a reserved call ended. */
export interface AiCallResult {
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  outcome: Exclude<AiCallOutcome, 'pending'>;
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

  /**
   * Counts a call against the user's limit before it is made, or answers null when the limit is
   * reached: one short transaction that locks the user's row, counts the calls since
   * `limit.since` (whatever their outcome, pending ones too) and inserts a pending row, so calls
   * asked for at once, on any instance, cannot all pass the count. A row left pending by an
   * instance that stopped counts only for its own day, like any other.
   */
  async reserve(call: AiCallToReserve, limit: AiCallLimit): Promise<ReservedAiCall | null> {
    return this.calls.manager.transaction(async (manager) => {
      await lockUserRow(manager, call.userId);
      const made = await manager.countBy(AiCallEntity, {
        userId: call.userId,
        purpose: call.purpose,
        createdAt: MoreThanOrEqual(limit.since),
      });
      if (made >= limit.count) return null;
      const reserved = await manager.save(
        manager.create(AiCallEntity, {
          ...call,
          promptTokens: 0,
          completionTokens: 0,
          costUsd: '0',
          durationMs: 0,
          outcome: 'pending',
          createdAt: this.clock.now(),
        }),
      );
      return { id: reserved.id, model: call.model };
    });
  }

  /** Writes how a reserved call ended: its outcome, tokens, cost and duration. */
  async settle(call: ReservedAiCall, result: AiCallResult): Promise<void> {
    const cost = callCostUsd(call.model, result.promptTokens, result.completionTokens);
    await this.calls.update(
      { id: call.id },
      {
        ...result,
        durationMs: Math.round(result.durationMs),
        costUsd: cost.toFixed(6),
      },
    );
  }
}
