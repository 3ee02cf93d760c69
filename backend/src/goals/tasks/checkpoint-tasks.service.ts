import { Injectable, Logger } from '@nestjs/common';
import type { PlanStatus, Task } from '@goalcoach/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import type { GenerateCheckpointTasksDto } from '../dto/task.dto.js';
import { GoalEntity } from '../goal.entity.js';
import { answersOf } from '../goal.mapper.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { PlanAllowance } from '../plan/plan-allowance.js';
import { PLAN_STATUSES_IN_THE_MAKING } from '../plan/plan-generation.entity.js';
import { PLAN_FAILURE_MESSAGES, PlanGenerationError } from '../plan/plan-generation-error.js';
import { planOutlineOf } from '../plan/plan-outline-of.js';
import { PlanProviders } from '../plan/plan-providers.js';
import { checkpointTaskProblems } from '../plan/plan-rules.js';
import { PLAN_RULES, type PlanTask } from '../plan/plan-schema.js';
import type { PlanRequest, TaskRequest } from '../plan/providers/plan-provider.js';
import { countFor } from './checkpoint-task-count.js';
import { TaskEntity } from './task.entity.js';
import { toTask } from './task.mapper.js';
import { TasksService } from './tasks.service.js';

const IN_THE_MAKING: readonly PlanStatus[] = PLAN_STATUSES_IN_THE_MAKING;
const PER_CHECKPOINT = PLAN_RULES.tasksPerCheckpoint;

/**
 * Fills a weekly checkpoint that has no tasks (its tasks deleted, or a refinement left it
 * empty) through the plan generator: 4-8 tasks inside its week, keeping the goal at 80 tasks
 * at most. The model is asked outside any transaction; the request is counted for the daily
 * limit and the tasks written together, once the answer is in.
 */
@Injectable()
export class CheckpointTasksService {
  private readonly logger = new Logger(CheckpointTasksService.name);

  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly goals: GoalsService,
    private readonly tasks: TasksService,
    private readonly providers: PlanProviders,
    private readonly allowance: PlanAllowance,
  ) {}

  async fill(
    user: UserEntity,
    { checkpointId, goalId }: GenerateCheckpointTasksDto,
  ): Promise<Task[]> {
    const goal = await this.goals.ownGoal(user, goalId);
    const manager = this.dataSource.manager;
    const checkpoint = await manager.findOneBy(CheckpointEntity, { id: checkpointId, goalId });
    if (!checkpoint) throw new GoalsException(GoalsErrorCode.CheckpointNotFound);
    assertSettled(goal);
    const room = await this.roomFor(manager, checkpoint);
    // Counted (and committed) before the model is asked, whatever comes of it: every request
    // that costs a model call counts, also one that fails or loses a race with another fill.
    await this.dataSource.transaction((transaction) =>
      this.allowance.spend(transaction, user, goalId, 'checkpoint'),
    );
    const request: PlanRequest = {
      goalId,
      userId: user.id,
      answers: answersOf(goal),
      startDate: goal.startDate,
      planKind: goal.planKind,
    };
    const made = await this.ask(request, await this.partOf(goal, checkpoint, room));
    return this.write(user, checkpoint, made);
  }

  /** What the provider is asked for: this checkpoint's tasks, in the outline of the plan. */
  private async partOf(
    goal: GoalEntity,
    checkpoint: CheckpointEntity,
    room: number,
  ): Promise<TaskRequest> {
    const manager = this.dataSource.manager;
    const [milestones, checkpoints] = await Promise.all([
      manager.findBy(MilestoneEntity, { goalId: goal.id }),
      manager.findBy(CheckpointEntity, { goalId: goal.id }),
    ]);
    const outline = planOutlineOf(goal, milestones, checkpoints);
    // Providers know a part by its place in the outline: hand them the outline's own objects.
    const isThisWeek = (one: { week: number }) => one.week === checkpoint.weekNumber;
    const milestone = outline.milestones.find((one) => one.checkpoints.some(isThisWeek));
    const week = milestone?.checkpoints.find(isThisWeek);
    if (!milestone || !week) throw new GoalsException(GoalsErrorCode.CheckpointNotFound);
    return { outline, milestone, checkpoint: week, count: countFor(checkpoints.length, room) };
  }

  /**
   * Writes the tasks in one transaction, with the checkpoint locked so
   * two fills of it cannot both find it empty; the checks before the model's answer are made
   * again, as the goal may have changed meanwhile.
   */
  private write(
    user: UserEntity,
    checkpoint: CheckpointEntity,
    made: readonly PlanTask[],
  ): Promise<Task[]> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.lockCheckpoint(manager, user, checkpoint);
      const goal = await manager.findOne(GoalEntity, {
        where: { id: checkpoint.goalId },
        lock: { mode: 'pessimistic_read' },
      });
      if (!goal) throw new GoalsException(GoalsErrorCode.GoalNotFound);
      assertSettled(goal);
      // Tasks may have been added meanwhile (by hand, or by a fill that came first).
      const room = await this.roomFor(manager, locked);
      const rows = await this.tasks.planTaskRows(manager, goal, [locked.id], [made.slice(0, room)]);
      await manager.insert(TaskEntity, rows);
      return rows.map((row) => toTask(row, locked.title));
    });
  }

  private async ask(request: PlanRequest, part: TaskRequest): Promise<PlanTask[]> {
    // The provider asks at most twice (once more after a bad answer), each call within the
    // configured AI timeout.
    const signal = AbortSignal.timeout(2 * this.config.ai.timeoutMs);
    let tasks: PlanTask[];
    try {
      tasks = await this.providers.current.checkpointTasks(request, part, signal);
    } catch (error) {
      if (error instanceof PlanGenerationError) {
        this.logger.warn({
          msg: `Checkpoint tasks failed: ${error.message}`,
          goalId: request.goalId,
          problems: error.details,
        });
        throw new GoalsException(GoalsErrorCode.GenerationFailed, error.message);
      }
      if (signal.aborted) {
        throw new GoalsException(GoalsErrorCode.GenerationFailed, PLAN_FAILURE_MESSAGES.timeout);
      }
      throw error;
    }
    // Providers keep the rules of their part; checked again, as nothing unchecked is written.
    const problems = checkpointTaskProblems(tasks, part.checkpoint, part.count);
    if (problems.length > 0) {
      this.logger.warn({
        msg: 'Checkpoint tasks broke the rules',
        goalId: request.goalId,
        problems,
      });
      throw new GoalsException(GoalsErrorCode.GenerationFailed, PLAN_FAILURE_MESSAGES.invalid);
    }
    return tasks;
  }

  /**
   * How many tasks the checkpoint may receive: it must have none, and the goal must stay at
   * 80 tasks at most with at least 4 new ones.
   */
  private async roomFor(manager: EntityManager, checkpoint: CheckpointEntity): Promise<number> {
    if (await manager.existsBy(TaskEntity, { checkpointId: checkpoint.id })) {
      throw new GoalsException(GoalsErrorCode.CheckpointHasTasks);
    }
    const total = await manager.countBy(TaskEntity, { goalId: checkpoint.goalId });
    const room = Math.min(PER_CHECKPOINT.max, PLAN_RULES.tasks.max - total);
    if (room < PER_CHECKPOINT.min) {
      throw new GoalsException(
        GoalsErrorCode.GoalTaskLimit,
        `This goal has ${total} tasks: a new set of at least ${PER_CHECKPOINT.min} would take ` +
          `it past ${PLAN_RULES.tasks.max}. Delete some tasks first.`,
      );
    }
    return room;
  }

  /** The checkpoint again, locked; its goal must still be the user's and not deleted. */
  private async lockCheckpoint(
    manager: EntityManager,
    user: UserEntity,
    checkpoint: CheckpointEntity,
  ): Promise<CheckpointEntity> {
    const locked = await manager
      .createQueryBuilder(CheckpointEntity, 'checkpoint')
      .innerJoin(GoalEntity, 'goal', 'goal.id = checkpoint.goalId')
      .where('checkpoint.id = :id AND checkpoint.goalId = :goalId', {
        id: checkpoint.id,
        goalId: checkpoint.goalId,
      })
      .andWhere('goal.userId = :userId AND goal.deletedAt IS NULL', { userId: user.id })
      .setLock('pessimistic_write', undefined, ['checkpoint'])
      .getOne();
    if (!locked) throw new GoalsException(GoalsErrorCode.CheckpointNotFound);
    return locked;
  }
}

function assertSettled(goal: GoalEntity): void {
  if (IN_THE_MAKING.includes(goal.planStatus)) {
    throw new GoalsException(GoalsErrorCode.GenerationInProgress);
  }
}
