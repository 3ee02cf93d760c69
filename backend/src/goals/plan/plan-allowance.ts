import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MoreThanOrEqual } from 'typeorm';
import { startOfDayIn, todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { lockUserRow } from '../../platform/database/user-row-lock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { type PlanGenerationKind, PlanGenerationEntity } from './plan-generation.entity.js';

/**
 * The daily number of plan requests a user may make (whole plans, fills, refinements,
 * checkpoint fills: each asks the model), counted in the user's own day. A request whose plan
 * failed is given back (see refund): the person got nothing for it, and the failure was the
 * planner's, not theirs.
 */
@Injectable()
export class PlanAllowance {
  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one request of `kind` for `goalId`, inside the caller's transaction, or throws
   * DailyPlanLimit. The user's row is locked first, so two requests at once cannot both pass
   * the count. Answers the request's id, for a refund.
   */
  async spend(
    manager: EntityManager,
    user: UserEntity,
    goalId: string,
    kind: PlanGenerationKind,
  ): Promise<string> {
    const now = this.clock.now();
    const since = startOfDayIn(todayIn(user.timeZone, now), user.timeZone);
    const limit = this.config.plans.dailyLimit;
    await lockUserRow(manager, user.id);
    const today = await manager.countBy(PlanGenerationEntity, {
      userId: user.id,
      requestedAt: MoreThanOrEqual(since),
    });
    if (today >= limit) {
      throw new GoalsException(
        GoalsErrorCode.DailyPlanLimit,
        `You've reached today's limit of ${limit} plans. Please try again tomorrow.`,
      );
    }
    const id = randomUUID();
    await manager.insert(PlanGenerationEntity, {
      id,
      userId: user.id,
      goalId,
      kind,
      requestedAt: now,
    });
    return id;
  }

  /** Gives back a request whose plan failed: it no longer counts. Once is as good as twice. */
  async refund(manager: EntityManager, requestId: string): Promise<void> {
    await manager.delete(PlanGenerationEntity, { id: requestId });
  }
}
