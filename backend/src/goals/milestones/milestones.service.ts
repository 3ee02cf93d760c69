import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Checkpoint, Milestone, MilestoneWithGoal } from '@goalcoach/contracts';
import { In, IsNull, type Repository } from 'typeorm';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { toCheckpoint } from '../checkpoints/checkpoint.mapper.js';
import { type UpdateMilestoneDto, planItemChange } from '../dto/update-plan-item.dto.js';
import { GoalEntity } from '../goal.entity.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { MilestoneEntity } from './milestone.entity.js';
import { toMilestone } from './milestone.mapper.js';

@Injectable()
export class MilestonesService {
  constructor(
    @InjectRepository(MilestoneEntity) private readonly milestones: Repository<MilestoneEntity>,
    @InjectRepository(CheckpointEntity) private readonly checkpoints: Repository<CheckpointEntity>,
    @InjectRepository(GoalEntity) private readonly goalRows: Repository<GoalEntity>,
    private readonly goals: GoalsService,
  ) {}

  /** The milestones of all the user's goals: newest goal first, each in plan order. */
  async listAll(user: UserEntity): Promise<MilestoneWithGoal[]> {
    const goals = await this.goalRows.find({
      where: { userId: user.id, deletedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
      select: { id: true, goalName: true },
    });
    if (goals.length === 0) return [];
    const milestones = await this.milestones.find({
      where: { goalId: In(goals.map((goal) => goal.id)) },
      order: { position: 'ASC' },
    });
    return goals.flatMap((goal) =>
      milestones
        .filter((milestone) => milestone.goalId === goal.id)
        .map((milestone) => ({ ...toMilestone(milestone), goalName: goal.goalName })),
    );
  }

  async listOfGoal(user: UserEntity, goalId: string): Promise<Milestone[]> {
    await this.goals.ownGoal(user, goalId);
    const milestones = await this.milestones.find({
      where: { goalId },
      order: { position: 'ASC' },
    });
    return milestones.map(toMilestone);
  }

  async checkpointsOf(user: UserEntity, milestoneId: string): Promise<Checkpoint[]> {
    const milestone = await this.ownMilestone(user, milestoneId);
    const checkpoints = await this.checkpoints.find({
      where: { milestoneId },
      order: { weekNumber: 'ASC' },
    });
    return checkpoints.map((checkpoint) => toCheckpoint(checkpoint, milestone.title));
  }

  /**
   * Sets the status (the user's own mark), or renames the milestone. Its checkpoints
   * do not follow a status set by hand.
   */
  async update(
    user: UserEntity,
    milestoneId: string,
    body: UpdateMilestoneDto,
  ): Promise<Milestone> {
    const change = planItemChange(body);
    const milestone = await this.ownMilestone(user, milestoneId);
    const patch =
      change.kind === 'status'
        ? { status: change.status }
        : { title: change.title, description: change.description };
    await this.milestones.update(milestoneId, patch);
    Object.assign(milestone, patch);
    return toMilestone(milestone);
  }

  /** The milestone of one of the user's goals, or 404 (also for someone else's). */
  async ownMilestone(user: UserEntity, milestoneId: string): Promise<MilestoneEntity> {
    const milestone = await this.milestones
      .createQueryBuilder('milestone')
      .innerJoin('goals', 'goal', 'goal.id = milestone.goal_id')
      .where('milestone.id = :milestoneId', { milestoneId })
      .andWhere('goal.user_id = :userId AND goal.deleted_at IS NULL', { userId: user.id })
      .getOne();
    if (!milestone) throw new GoalsException(GoalsErrorCode.MilestoneNotFound);
    return milestone;
  }
}
