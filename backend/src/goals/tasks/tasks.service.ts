import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Task, TaskStatus } from '@goalcoach/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { TaskEntity } from './task.entity.js';
import { toTask } from './task.mapper.js';

@Injectable()
export class TasksService {
  constructor(
    @InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>,
    @InjectRepository(CheckpointEntity) private readonly checkpoints: Repository<CheckpointEntity>,
    private readonly goals: GoalsService,
    private readonly clock: Clock,
  ) {}

  async listOfGoal(user: UserEntity, goalId: string): Promise<Task[]> {
    await this.goals.ownGoal(user, goalId);
    const [tasks, checkpoints] = await Promise.all([
      this.tasks.find({ where: { goalId }, order: { date: 'ASC', position: 'ASC' } }),
      this.checkpoints.find({ where: { goalId }, select: { id: true, title: true } }),
    ]);
    const titles = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint.title]));
    return tasks.map((task) =>
      toTask(task, task.checkpointId ? (titles.get(task.checkpointId) ?? null) : null),
    );
  }

  async setStatus(user: UserEntity, taskId: string, status: TaskStatus): Promise<Task> {
    const task = await this.tasks
      .createQueryBuilder('task')
      .innerJoin('goals', 'goal', 'goal.id = task.goal_id')
      .where('task.id = :taskId', { taskId })
      .andWhere('goal.user_id = :userId AND goal.deleted_at IS NULL', { userId: user.id })
      .getOne();
    if (!task) throw new GoalsException(GoalsErrorCode.TaskNotFound);
    task.status = status;
    task.completedAt = status === 'completed' ? this.clock.now() : null;
    await this.tasks.update(taskId, { status, completedAt: task.completedAt });
    const checkpoint = task.checkpointId
      ? await this.checkpoints.findOneBy({ id: task.checkpointId })
      : null;
    return toTask(task, checkpoint?.title ?? null);
  }
}
