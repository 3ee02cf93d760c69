import { Injectable } from '@nestjs/common';
import type {
  Checkpoint,
  CheckpointStatus,
  CheckpointWithContext,
  MilestoneStatus,
} from '@goalcoach/contracts';
import { PLAN_TITLE_MAX_LENGTH, charCount } from '@goalcoach/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserEntity } from '../../users/user.entity.js';
import { type UpdateCheckpointDto, planItemChange } from '../dto/update-plan-item.dto.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { CheckpointEntity } from './checkpoint.entity.js';
import { toCheckpoint } from './checkpoint.mapper.js';

@Injectable()
export class CheckpointsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly goals: GoalsService,
  ) {}

  async withContext(user: UserEntity, goalId: string): Promise<CheckpointWithContext[]> {
    await this.goals.ownGoal(user, goalId);
    return (await this.dataSource.query(
      `SELECT checkpoint.id, checkpoint.title, milestone.title AS "milestoneTitle"
         FROM checkpoints checkpoint JOIN milestones milestone ON milestone.id = checkpoint.milestone_id
        WHERE checkpoint.goal_id = $1 ORDER BY checkpoint.week_number`,
      [goalId],
    )) as CheckpointWithContext[];
  }

  update(user: UserEntity, checkpointId: string, body: UpdateCheckpointDto): Promise<Checkpoint> {
    const change = planItemChange(body);
    return this.dataSource.transaction(async (manager) => {
      const checkpoint = await this.lockOwn(manager, user, checkpointId);
      if (change.kind === 'status') return this.setStatus(manager, checkpoint, change.status);
      const title = titleOfWeek(change.title, checkpoint.weekNumber);
      await manager.update(CheckpointEntity, checkpointId, {
        title,
        description: change.description,
      });
      Object.assign(checkpoint, { title, description: change.description });
      const milestone = await manager.findOneByOrFail(MilestoneEntity, {
        id: checkpoint.milestoneId,
      });
      return toCheckpoint(checkpoint, milestone.title);
    });
  }

  /**
   * Sets a checkpoint's status. Its milestone follows: complete once all its checkpoints are;
   * when one of them is reopened, back in progress (upcoming if none is left complete); a
   * milestone the user marked complete stays so while its checkpoints are being ticked.
   */
  private async setStatus(
    manager: EntityManager,
    checkpoint: CheckpointEntity,
    status: CheckpointStatus,
  ): Promise<Checkpoint> {
    const reopened = checkpoint.status === 'complete' && status !== 'complete';
    await manager.update(CheckpointEntity, checkpoint.id, { status });
    checkpoint.status = status;

    const milestone = await manager.findOneOrFail(MilestoneEntity, {
      where: { id: checkpoint.milestoneId },
      lock: { mode: 'pessimistic_write' },
    });
    const siblings = await manager.findBy(CheckpointEntity, { milestoneId: milestone.id });
    const next = milestoneStatusAfter(
      milestone.status,
      siblings.map((sibling) => sibling.status),
      reopened,
    );
    if (next !== milestone.status)
      await manager.update(MilestoneEntity, milestone.id, { status: next });
    return toCheckpoint(checkpoint, milestone.title);
  }

  /** The checkpoint of one of the user's goals, locked; 404 also for someone else's. */
  private async lockOwn(
    manager: EntityManager,
    user: UserEntity,
    checkpointId: string,
  ): Promise<CheckpointEntity> {
    const checkpoint = await manager
      .createQueryBuilder(CheckpointEntity, 'checkpoint')
      .innerJoin('goals', 'goal', 'goal.id = checkpoint.goal_id')
      .where('checkpoint.id = :checkpointId', { checkpointId })
      .andWhere('goal.user_id = :userId AND goal.deleted_at IS NULL', { userId: user.id })
      .setLock('pessimistic_write', undefined, ['checkpoint'])
      .getOne();
    if (!checkpoint) throw new GoalsException(GoalsErrorCode.CheckpointNotFound);
    return checkpoint;
  }
}

/**
 * A checkpoint's title names its week ('Week N'; the plan's rules and prompts rely on it):
 * a new title without it gets `Week N: ` in front.
 */
export function titleOfWeek(title: string, week: number): string {
  const named = new RegExp(`\\bWeek ${week}\\b`, 'i').test(title)
    ? title
    : `Week ${week}: ${title}`;
  if (charCount(named) > PLAN_TITLE_MAX_LENGTH) {
    throw new GoalsException(
      GoalsErrorCode.InvalidChange,
      `Title must be at most ${PLAN_TITLE_MAX_LENGTH} characters with its "Week ${week}: " in front.`,
    );
  }
  return named;
}

/**
 * A milestone's status once one of its checkpoints changed; `reopened` when that change took
 * the checkpoint out of complete.
 */
export function milestoneStatusAfter(
  current: MilestoneStatus,
  checkpoints: readonly CheckpointStatus[],
  reopened: boolean,
): MilestoneStatus {
  const done = checkpoints.filter((status) => status === 'complete').length;
  if (checkpoints.length > 0 && done === checkpoints.length) return 'complete';
  if (current === 'complete' && reopened) return done > 0 ? 'in_progress' : 'upcoming';
  return current;
}
