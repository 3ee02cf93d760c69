import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Checkpoint, Milestone } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UpdateMilestoneStatusDto } from '../dto/status.dto.js';
import { GoalsErrorCode } from '../goals.exception.js';
import { ownedId } from '../owned-id.pipe.js';
import { MilestonesService } from './milestones.service.js';

@ApiTags('goals')
@Controller('milestones')
export class MilestonesController {
  constructor(private readonly milestones: MilestonesService) {}

  @Get(':goalId')
  list(
    @CurrentUser() user: UserEntity,
    @Param('goalId', ownedId(GoalsErrorCode.GoalNotFound)) goalId: string,
  ): Promise<Milestone[]> {
    return this.milestones.listOfGoal(user, goalId);
  }

  @Get(':id/checkpoints')
  checkpoints(
    @CurrentUser() user: UserEntity,
    @Param('id', ownedId(GoalsErrorCode.MilestoneNotFound)) id: string,
  ): Promise<Checkpoint[]> {
    return this.milestones.checkpointsOf(user, id);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', ownedId(GoalsErrorCode.MilestoneNotFound)) id: string,
    @Body() body: UpdateMilestoneStatusDto,
  ): Promise<Milestone> {
    return this.milestones.setStatus(user, id, body.status);
  }
}
