import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Checkpoint, Milestone, MilestoneWithGoal } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UpdateMilestoneDto } from '../dto/update-plan-item.dto.js';
import { GoalIdParam, MilestoneIdParam } from '../goal-id-params.js';
import { MilestonesService } from './milestones.service.js';

@ApiTags('goals')
@Controller('milestones')
export class MilestonesController {
  constructor(private readonly milestones: MilestonesService) {}

  /** Home's Milestones tab: every goal's milestones, newest goal first. */
  @Get()
  listAll(@CurrentUser() user: UserEntity): Promise<MilestoneWithGoal[]> {
    return this.milestones.listAll(user);
  }

  @Get(':goalId')
  list(
    @CurrentUser() user: UserEntity,
    @GoalIdParam('goalId') goalId: string,
  ): Promise<Milestone[]> {
    return this.milestones.listOfGoal(user, goalId);
  }

  @Get(':id/checkpoints')
  checkpoints(
    @CurrentUser() user: UserEntity,
    @MilestoneIdParam() id: string,
  ): Promise<Checkpoint[]> {
    return this.milestones.checkpointsOf(user, id);
  }

  /** The status, or a new title and description. */
  @Patch(':id')
  update(
    @CurrentUser() user: UserEntity,
    @MilestoneIdParam() id: string,
    @Body() body: UpdateMilestoneDto,
  ): Promise<Milestone> {
    return this.milestones.update(user, id, body);
  }
}
