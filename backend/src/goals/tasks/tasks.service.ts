import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FocusedTasks, PlanStatus, Task, TodayTask } from '@goalcoach/contracts';
import { type EntityManager, In, type Repository } from 'typeorm';
import { todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import type { CreateTaskDto, UpdateTaskDto } from '../dto/task.dto.js';
import { GoalEntity } from '../goal.entity.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { planDayDate } from '../plan/plan-dates.js';
import { PLAN_STATUSES_IN_THE_MAKING } from '../plan/plan-generation.entity.js';
import type { PlanTask } from '../plan/plan-schema.js';
import { checkpointForDate } from './checkpoint-for-date.js';
import { focusedTasks } from './focused-tasks.js';
import { newTaskRow, planTaskRow } from './new-task-row.js';
import { TaskEntity } from './task.entity.js';
import { toTask, toTodayTask } from './task.mapper.js';

const IN_THE_MAKING: readonly PlanStatus[] = PLAN_STATUSES_IN_THE_MAKING;

/**
 * A user's tasks: those of their goals' plans and goal-less ones of their own. A task is the
 * user's when it carries their id and, if it has a goal, that goal is not deleted.
 */
@Injectable()
export class TasksService {
  constructor(
    @InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>,
    @InjectRepository(CheckpointEntity) private readonly checkpoints: Repository<CheckpointEntity>,
    @InjectRepository(GoalEntity) private readonly goalRows: Repository<GoalEntity>,
    private readonly goals: GoalsService,
    private readonly clock: Clock,
  ) {}

  async listOfGoal(user: UserEntity, goalId: string): Promise<Task[]> {
    await this.goals.ownGoal(user, goalId);
    return this.tasksOfGoal(goalId);
  }

  /** Today's Focus of a goal, on the day it is in the user's time zone. */
  async focused(user: UserEntity, goalId: string): Promise<FocusedTasks> {
    const goal = await this.goals.ownGoal(user, goalId);
    const today = todayIn(user.timeZone, this.clock.now());
    return focusedTasks(await this.tasksOfGoal(goalId), today, goal);
  }

  /** The user's tasks dated today in their time zone: their goals' first, oldest goal first. */
  async today(user: UserEntity): Promise<TodayTask[]> {
    const today = todayIn(user.timeZone, this.clock.now());
    const tasks = await this.tasks
      .createQueryBuilder('task')
      .leftJoin(GoalEntity, 'goal', 'goal.id = task.goalId')
      .where('task.userId = :userId AND task.date = :today', { userId: user.id, today })
      .andWhere('(task.goalId IS NULL OR goal.deletedAt IS NULL)')
      .orderBy('goal.createdAt', 'ASC', 'NULLS LAST')
      .addOrderBy('task.position', 'ASC')
      .addOrderBy('task.createdAt', 'ASC')
      .getMany();
    const goalIds = unique(tasks.map((task) => task.goalId));
    const [goals, titles] = await Promise.all([
      goalIds.length === 0
        ? []
        : this.goalRows.find({ where: { id: In(goalIds) }, select: { id: true, goalName: true } }),
      this.checkpointTitles(tasks),
    ]);
    const names = new Map(goals.map((goal) => [goal.id, goal.goalName]));
    return tasks.map((task) =>
      toTodayTask(
        task,
        titleOf(task, titles),
        task.goalId ? (names.get(task.goalId) ?? null) : null,
      ),
    );
  }

  /**
   * A task added by hand, after the day's tasks. With a goal it goes on the chosen checkpoint,
   * on none when null is sent, or else on the one of its date's week, inside the plan's dates;
   * without one it is the user's own. It may start completed and a win, so Undo of a deletion
   * is one request that cannot half-succeed. By-hand tasks are not capped like generated plans
   * (80): how much to take on is the user's choice.
   */
  async create(user: UserEntity, body: CreateTaskDto): Promise<Task> {
    const goalId = body.goalId ?? null;
    let checkpoint: CheckpointEntity | null = null;
    if (goalId) {
      checkpoint = await this.checkpointForNewTask(user, goalId, body.checkpointId, body.date);
    } else if (body.checkpointId) {
      throw new GoalsException(
        GoalsErrorCode.InvalidChange,
        'A checkpoint belongs to a goal: send its goalId with the checkpointId.',
      );
    }
    const now = this.clock.now();
    const manager = this.tasks.manager;
    const task = newTaskRow(manager, {
      userId: user.id,
      goalId,
      checkpointId: checkpoint?.id ?? null,
      task: body.task,
      date: body.date,
      position: await this.nextPosition(manager, user.id, body.date),
      createdAt: now,
      writtenByPerson: body.writtenByPerson ?? true,
    });
    if (body.status === 'completed') {
      task.status = 'completed';
      task.completedAt = now;
    }
    if (body.markedAsWin !== undefined) task.markedAsWin = body.markedAsWin;
    await this.tasks.insert(task);
    return toTask(task, checkpoint?.title ?? null);
  }

  async update(user: UserEntity, taskId: string, body: UpdateTaskDto): Promise<Task> {
    const { status, task: text, markedAsWin } = body;
    if (status === undefined && text === undefined && markedAsWin === undefined) {
      throw new GoalsException(
        GoalsErrorCode.InvalidChange,
        'Send at least one of status, task and markedAsWin.',
      );
    }
    const task = await this.ownTask(user, taskId);
    if (status !== undefined && status !== task.status) {
      task.status = status;
      task.completedAt = status === 'completed' ? this.clock.now() : null;
    }
    if (text !== undefined && text !== task.task) {
      task.task = text;
      task.writtenByPerson = true;
    }
    if (markedAsWin !== undefined) task.markedAsWin = markedAsWin;
    await this.tasks.update(taskId, {
      status: task.status,
      completedAt: task.completedAt,
      task: task.task,
      markedAsWin: task.markedAsWin,
      writtenByPerson: task.writtenByPerson,
    });
    const checkpoint = task.checkpointId
      ? await this.checkpoints.findOneBy({ id: task.checkpointId })
      : null;
    return toTask(task, checkpoint?.title ?? null);
  }

  async remove(user: UserEntity, taskId: string): Promise<void> {
    await this.ownTask(user, taskId);
    await this.tasks.delete(taskId);
  }

  /**
   * Rows for generated tasks joining a plan that has tasks already (`tasks[i]` go into
   * `checkpointIds[i]`): each placed after the user's tasks on its day.
   */
  async planTaskRows(
    manager: EntityManager,
    goal: GoalEntity,
    checkpointIds: readonly string[],
    tasks: readonly (readonly PlanTask[])[],
  ): Promise<TaskEntity[]> {
    const now = this.clock.now();
    const next = new Map<string, number>();
    const rows: TaskEntity[] = [];
    for (const [index, checkpointId] of checkpointIds.entries()) {
      for (const task of tasks[index] ?? []) {
        const date = planDayDate(goal.startDate, task.day);
        const position = next.get(date) ?? (await this.nextPosition(manager, goal.userId, date));
        next.set(date, position + 1);
        rows.push(planTaskRow(manager, goal, checkpointId, task, position, now));
      }
    }
    return rows;
  }

  /** Position after the tasks the user already has on `date` (of any goal, or none). */
  private async nextPosition(
    manager: EntityManager,
    userId: string,
    date: string,
  ): Promise<number> {
    const { max } = (await manager
      .createQueryBuilder(TaskEntity, 'task')
      .select('MAX(task.position)', 'max')
      .where('task.userId = :userId AND task.date = :date', { userId, date })
      .getRawOne<{ max: number | null }>()) ?? { max: null };
    return max === null ? 0 : max + 1;
  }

  /** `checkpointId` as sent: an id, null for none, undefined for the date's week. */
  private async checkpointForNewTask(
    user: UserEntity,
    goalId: string,
    checkpointId: string | null | undefined,
    date: string,
  ): Promise<CheckpointEntity | null> {
    const goal = await this.goals.ownGoal(user, goalId);
    // The plan being written would replace the goal's pending tasks, this one too.
    if (IN_THE_MAKING.includes(goal.planStatus)) {
      throw new GoalsException(GoalsErrorCode.GenerationInProgress);
    }
    if (date < goal.startDate || date > goal.endDate) {
      throw new GoalsException(
        GoalsErrorCode.DateOutsidePlan,
        `The date must be inside the goal's plan, from ${goal.startDate} to ${goal.endDate}.`,
      );
    }
    if (checkpointId === null) return null;
    if (checkpointId !== undefined) {
      const chosen = await this.checkpoints.findOneBy({ id: checkpointId, goalId });
      if (!chosen) throw new GoalsException(GoalsErrorCode.CheckpointNotFound);
      return chosen;
    }
    return checkpointForDate(await this.checkpoints.findBy({ goalId }), date);
  }

  /** The user's task, or 404 for a missing one, someone else's, or one of a deleted goal. */
  private async ownTask(user: UserEntity, taskId: string): Promise<TaskEntity> {
    const task = await this.tasks
      .createQueryBuilder('task')
      .leftJoin(GoalEntity, 'goal', 'goal.id = task.goalId')
      .where('task.id = :taskId AND task.userId = :userId', { taskId, userId: user.id })
      .andWhere('(task.goalId IS NULL OR goal.deletedAt IS NULL)')
      .getOne();
    if (!task) throw new GoalsException(GoalsErrorCode.TaskNotFound);
    return task;
  }

  private async tasksOfGoal(goalId: string): Promise<Task[]> {
    const tasks = await this.tasks.find({
      where: { goalId },
      order: { date: 'ASC', position: 'ASC', createdAt: 'ASC' },
    });
    const titles = await this.checkpointTitles(tasks);
    return tasks.map((task) => toTask(task, titleOf(task, titles)));
  }

  private async checkpointTitles(tasks: readonly TaskEntity[]): Promise<Map<string, string>> {
    const ids = unique(tasks.map((task) => task.checkpointId));
    if (ids.length === 0) return new Map();
    const checkpoints = await this.checkpoints.find({
      where: { id: In(ids) },
      select: { id: true, title: true },
    });
    return new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint.title]));
  }
}

function titleOf(task: TaskEntity, titles: ReadonlyMap<string, string>): string | null {
  return task.checkpointId ? (titles.get(task.checkpointId) ?? null) : null;
}

function unique(ids: readonly (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
