import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DeletedGoal, Goal, PlanStatus } from '@goalcoach/contracts';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { GoalEntity } from '../goal.entity.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { PLAN_STATUSES_IN_THE_MAKING } from '../plan/plan-generation.entity.js';
import { eraseCutoff, restoreCutoff, toDeletedGoal } from './deletion-window.js';

const IN_THE_MAKING: readonly PlanStatus[] = PLAN_STATUSES_IN_THE_MAKING;
/** What a restored goal whose plan was still being made says about it. */
export const PLAN_STOPPED_BY_DELETION =
  'The plan was not finished because the goal was deleted. You can generate it again.';

/**
 * Soft deletion of a user's goals: restorable for 24 h, then listed as Expired until
 * the purge erases them (goal-purge.service.ts).
 */
@Injectable()
export class GoalDeletionService {
  constructor(
    @InjectRepository(GoalEntity) private readonly goals: Repository<GoalEntity>,
    private readonly dataSource: DataSource,
    private readonly goalsService: GoalsService,
    private readonly clock: Clock,
  ) {}

  /**
   * A plan still queued or being made is failed with the deletion: the user's one plan at a
   * time (goals_one_generation_per_user_key) is free for the next goal, and the job finds
   * nothing to write onto (PlanWriter writes only onto a generating goal that is not deleted).
   */
  delete(user: UserEntity, goalId: string): Promise<DeletedGoal> {
    return this.dataSource.transaction(async (manager) => {
      const goal = await manager.findOne(GoalEntity, {
        where: { id: goalId, userId: user.id, deletedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!goal) throw new GoalsException(GoalsErrorCode.GoalNotFound);
      const now = this.clock.now();
      const changes: Partial<GoalEntity> & { deletedAt: Date } = {
        deletedAt: now,
        updatedAt: now,
        ...(IN_THE_MAKING.includes(goal.planStatus)
          ? {
              planStatus: 'failed',
              planError: PLAN_STOPPED_BY_DELETION,
              planProgress: { ...goal.planProgress, stage: 'failed' },
            }
          : {}),
      };
      await manager.update(GoalEntity, goal.id, changes);
      return toDeletedGoal({ ...goal, ...changes }, now);
    });
  }

  /** Restores a goal deleted less than 24 h ago, in one statement. */
  async undo(user: UserEntity, goalId: string): Promise<Goal> {
    const now = this.clock.now();
    const restored = await this.goals.update(
      { id: goalId, userId: user.id, deletedAt: MoreThan(restoreCutoff(now)) },
      { deletedAt: null, updatedAt: now },
    );
    if (restored.affected === 0) {
      const goal = await this.goals.findOneBy({ id: goalId, userId: user.id });
      if (!goal) throw new GoalsException(GoalsErrorCode.GoalNotFound);
      throw new GoalsException(
        goal.deletedAt ? GoalsErrorCode.UndoExpired : GoalsErrorCode.GoalNotDeleted,
      );
    }
    return this.goalsService.get(user, goalId);
  }

  /** Goals deleted within the last 24 h + 7 days, newest deletion first. */
  async listDeleted(user: UserEntity): Promise<DeletedGoal[]> {
    const now = this.clock.now();
    const goals = await this.goals.find({
      where: { userId: user.id, deletedAt: MoreThan(eraseCutoff(now)) },
      order: { deletedAt: 'DESC' },
    });
    return goals.flatMap((goal) =>
      goal.deletedAt ? [toDeletedGoal({ ...goal, deletedAt: goal.deletedAt }, now)] : [],
    );
  }
}
