import { Injectable } from '@nestjs/common';
import type { PlanStatus, RefineMilestoneResponse } from '@goalcoach/contracts';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { GoalEntity } from '../goal.entity.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { toMilestone } from '../milestones/milestone.mapper.js';
import { PLAN_STATUSES_IN_THE_MAKING } from '../plan/plan-generation.entity.js';
import { PlanGenerationError, invalidPlanMessage } from '../plan/plan-generation-error.js';
import type { MilestoneOutline, PlanTask } from '../plan/plan-schema.js';
import { TaskEntity } from '../tasks/task.entity.js';
import { TasksService } from '../tasks/tasks.service.js';
import { type Lean, refinementTaskBounds } from './refinement-bounds.js';
import { planTaskCounts } from './refinement-counts.js';
import { refinementCountProblems } from './refinement-rules.js';

const IN_THE_MAKING: readonly PlanStatus[] = PLAN_STATUSES_IN_THE_MAKING;

/** A redone milestone, checked, with the new tasks of each of its checkpoints (in week order). */
export interface RefinedMilestone {
  milestone: MilestoneOutline;
  tasks: PlanTask[][];
  lean: Lean;
}

/**
 * Writes a refinement in one transaction, all or nothing: the milestone's texts, its
 * checkpoints' texts (the same rows, so completed tasks stay attached and statuses stay), and
 * their pending tasks replaced by the new ones.
 */
@Injectable()
export class RefinementWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tasks: TasksService,
  ) {}

  write(
    user: UserEntity,
    milestoneId: string,
    refined: RefinedMilestone,
  ): Promise<RefineMilestoneResponse> {
    return this.dataSource.transaction((manager) =>
      this.writeIn(manager, user, milestoneId, refined),
    );
  }

  /** The same inside a transaction of the caller's (a plan written again milestone by milestone). */
  async writeIn(
    manager: EntityManager,
    user: UserEntity,
    milestoneId: string,
    refined: RefinedMilestone,
  ): Promise<RefineMilestoneResponse> {
    const { goal, milestone } = await this.lock(manager, user, milestoneId);
    const checkpoints = await manager.find(CheckpointEntity, {
      where: { milestoneId },
      order: { weekNumber: 'ASC' },
    });
    // The checkpoints' weeks never change outside a new plan (which replaces the milestone):
    // checked anyway, as the new texts are written onto them by position.
    const weeks = refined.milestone.checkpoints.map((checkpoint) => checkpoint.week);
    if (checkpoints.map((checkpoint) => checkpoint.weekNumber).join() !== weeks.join()) {
      throw new GoalsException(GoalsErrorCode.PlanChanged);
    }
    const ids = checkpoints.map((checkpoint) => checkpoint.id);

    // The bounds again, on what the plan holds now: a task completed, added or deleted since
    // the model was asked moves them. Extra new tasks are left out; too few cannot be made up.
    const before = await planTaskCounts(manager, goal.id, ids);
    const bounds = refinementTaskBounds(before.refined, before.others, refined.lean);
    const fitted = refined.tasks.map((tasks, index) => tasks.slice(0, bounds[index]?.max ?? 0));
    if (fitted.some((tasks, index) => tasks.length < (bounds[index]?.min ?? 0))) {
      throw new GoalsException(GoalsErrorCode.PlanChanged);
    }

    await manager.update(MilestoneEntity, milestone.id, {
      title: refined.milestone.title,
      description: refined.milestone.description,
    });
    for (const [index, checkpoint] of checkpoints.entries()) {
      const outline = refined.milestone.checkpoints[index];
      if (!outline) continue; // same length: the weeks matched above
      await manager.update(CheckpointEntity, checkpoint.id, {
        title: outline.title,
        description: outline.description,
      });
    }
    await manager.delete(TaskEntity, {
      checkpointId: In(ids),
      status: 'pending',
      writtenByPerson: false,
    });
    const rows = await this.tasks.planTaskRows(manager, goal, ids, fitted);
    if (rows.length > 0) await manager.insert(TaskEntity, rows);

    // Dates are inside each checkpoint's week (checked on the answer, days mapped from the
    // goal's start like every plan); the counts are checked here, on what was written.
    const problems = refinementCountProblems(before, await planTaskCounts(manager, goal.id, ids));
    if (problems.length > 0) {
      throw new PlanGenerationError(invalidPlanMessage(goal.planSource), problems);
    }
    return {
      ...toMilestone({
        ...milestone,
        title: refined.milestone.title,
        description: refined.milestone.description,
      }),
      keptOwnTasks: before.refined.reduce((sum, counts) => sum + (counts.ownOpen ?? 0), 0),
    };
  }

  /**
   * The goal locked for the rest of the transaction (a new plan or another refinement waits),
   * still the user's, not deleted and not being generated; and the milestone still in it.
   */
  private async lock(
    manager: EntityManager,
    user: UserEntity,
    milestoneId: string,
  ): Promise<{ goal: GoalEntity; milestone: MilestoneEntity }> {
    const found = await manager.findOneBy(MilestoneEntity, { id: milestoneId });
    const goal =
      found &&
      (await manager.findOne(GoalEntity, {
        where: { id: found.goalId, userId: user.id, deletedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      }));
    // Read again under the lock: a new plan written meanwhile has replaced it.
    const milestone = goal && (await manager.findOneBy(MilestoneEntity, { id: milestoneId }));
    if (!goal || !milestone) throw new GoalsException(GoalsErrorCode.MilestoneNotFound);
    if (IN_THE_MAKING.includes(goal.planStatus)) {
      throw new GoalsException(GoalsErrorCode.GenerationInProgress);
    }
    return { goal, milestone };
  }
}
