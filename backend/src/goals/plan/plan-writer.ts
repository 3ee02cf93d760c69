import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { GoalEntity } from '../goal.entity.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { planTaskRow } from '../tasks/new-task-row.js';
import { TaskEntity } from '../tasks/task.entity.js';
import { PlanGenerationError, invalidPlanMessage } from './plan-generation-error.js';
import { progress } from './plan-generator.js';
import { datedMilestones, weekDates } from './plan-dates.js';
import type { PlanDraft } from './plan-schema.js';

/**
 * Writes a checked plan in one transaction, and only onto a goal whose plan is still being
 * generated (another attempt may have finished it meanwhile): all of it or nothing.
 */
@Injectable()
export class PlanWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A new plan: milestones, checkpoints and tasks. False when the goal was not generating. */
  writePlan(goalId: string, draft: PlanDraft): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const goal = await this.lockGenerating(manager, goalId);
      if (!goal) return false;
      await manager.delete(MilestoneEntity, { goalId });
      const now = this.clock.now();
      const milestones: MilestoneEntity[] = [];
      const checkpoints: CheckpointEntity[] = [];
      const tasks: TaskEntity[] = [];
      datedMilestones(goal.startDate, draft.milestones).forEach((dated, index) => {
        const { milestone, startDate, endDate } = dated;
        const milestoneId = randomUUID();
        milestones.push(
          manager.create(MilestoneEntity, {
            id: milestoneId,
            goalId,
            position: index + 1,
            title: milestone.title,
            description: milestone.description,
            status: 'upcoming',
            startDate,
            endDate,
          }),
        );
        for (const checkpoint of milestone.checkpoints) {
          const checkpointId = randomUUID();
          checkpoints.push(
            manager.create(CheckpointEntity, {
              id: checkpointId,
              goalId,
              milestoneId,
              weekNumber: checkpoint.week,
              title: checkpoint.title,
              description: checkpoint.description,
              status: 'pending',
              ...weekDates(goal.startDate, checkpoint.week),
            }),
          );
          tasks.push(
            ...checkpoint.tasks.map((task, index) =>
              planTaskRow(manager, goal, checkpointId, task, index, now),
            ),
          );
        }
      });
      await manager.insert(MilestoneEntity, milestones);
      await manager.insert(CheckpointEntity, checkpoints);
      await manager.insert(TaskEntity, tasks);
      await manager.update(GoalEntity, goalId, {
        goalName: draft.goalName,
        shortTitle: draft.shortTitle,
        personalLegend: draft.personalLegend,
        firstDailyAction: draft.firstDailyAction,
        ...this.ready(draft, now),
      });
      return true;
    });
  }

  /**
   * New tasks for the goal's existing checkpoints: the pending tasks are replaced, completed
   * ones are kept.
   */
  writeTasks(goalId: string, draft: PlanDraft): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const goal = await this.lockGenerating(manager, goalId);
      if (!goal) return false;
      const checkpointIds = new Map(
        (await manager.find(CheckpointEntity, { where: { goalId } })).map((checkpoint) => [
          checkpoint.weekNumber,
          checkpoint.id,
        ]),
      );
      const now = this.clock.now();
      const tasks = draft.milestones
        .flatMap((milestone) => milestone.checkpoints)
        .flatMap((checkpoint) => {
          const checkpointId = checkpointIds.get(checkpoint.week);
          if (!checkpointId) {
            throw new PlanGenerationError(invalidPlanMessage(goal.planSource), [
              `the goal has no checkpoint for week ${checkpoint.week}`,
            ]);
          }
          return checkpoint.tasks.map((task, index) =>
            planTaskRow(manager, goal, checkpointId, task, index, now),
          );
        });
      await manager.delete(TaskEntity, { goalId, status: 'pending' });
      await manager.insert(TaskEntity, tasks);
      await manager.update(GoalEntity, goalId, this.ready(draft, now));
      return true;
    });
  }

  /** A deleted goal gets no plan, even should its deletion have left it generating. */
  private async lockGenerating(manager: EntityManager, goalId: string): Promise<GoalEntity | null> {
    return manager.findOne(GoalEntity, {
      where: { id: goalId, planStatus: 'generating', deletedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  private ready(draft: PlanDraft, now: Date): Partial<GoalEntity> {
    const checkpointCount = draft.milestones.reduce((sum, m) => sum + m.checkpoints.length, 0);
    return {
      planStatus: 'ready',
      planError: null,
      planProgress: progress(
        'done',
        100,
        draft.milestones.map((milestone) => milestone.title),
        checkpointCount,
        checkpointCount,
      ),
      updatedAt: now,
    };
  }
}
