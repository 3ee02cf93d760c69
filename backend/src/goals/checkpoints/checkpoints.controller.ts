import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Checkpoint, CheckpointWithContext } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UpdateCheckpointDto } from '../dto/update-plan-item.dto.js';
import { CheckpointIdParam, GoalIdParam } from '../goal-id-params.js';
import { CheckpointsService } from './checkpoints.service.js';

@ApiTags('goals')
@Controller()
export class CheckpointsController {
  constructor(private readonly checkpoints: CheckpointsService) {}

  @Get('checkpoints-with-context/:goalId')
  withContext(
    @CurrentUser() user: UserEntity,
    @GoalIdParam('goalId') goalId: string,
  ): Promise<CheckpointWithContext[]> {
    return this.checkpoints.withContext(user, goalId);
  }

  /** The status (its milestone follows), or a new title and description. */
  @Patch('checkpoints/:id')
  update(
    @CurrentUser() user: UserEntity,
    @CheckpointIdParam() id: string,
    @Body() body: UpdateCheckpointDto,
  ): Promise<Checkpoint> {
    return this.checkpoints.update(user, id, body);
  }
}
