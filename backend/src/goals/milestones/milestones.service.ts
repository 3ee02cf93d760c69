import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Checkpoint, Milestone, MilestoneStatus } from '@goalcoach/contracts';
import type { Repository } from 'typeorm';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { toCheckpoint } from '../checkpoints/checkpoint.mapper.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { MilestoneEntity } from './milestone.entity.js';
import { toMilestone } from './milestone.mapper.js';

@Injectable()
export class MilestonesService {
  constructor(
    @InjectRepository(MilestoneEntity) private readonly milestones: Repository<MilestoneEntity>,
    @InjectRepository(CheckpointEntity) private readonly checkpoints: Repository<CheckpointEntity>,
    private readonly goals: GoalsService,
  ) {}

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

  async setStatus(
    user: UserEntity,
    milestoneId: string,
    status: MilestoneStatus,
  ): Promise<Milestone> {
    const milestone = await this.ownMilestone(user, milestoneId);
    milestone.status = status;
    await this.milestones.update(milestoneId, { status });
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
