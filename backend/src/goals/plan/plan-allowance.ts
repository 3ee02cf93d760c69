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
 * checkpoint fills: each asks the model), counted in the user's own day.
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
   * the count.
   */
  async spend(
    manager: EntityManager,
    user: UserEntity,
    goalId: string,
    kind: PlanGenerationKind,
  ): Promise<void> {
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
    await manager.insert(PlanGenerationEntity, {
      userId: user.id,
      goalId,
      kind,
      requestedAt: now,
    });
  }
}
