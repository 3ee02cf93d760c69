import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Goal, PlanKindOption } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { GoalIdParam } from '../goal-id-params.js';
import { ChangePlanKindDto } from './change-plan-kind.dto.js';
import { PlanKindService } from './plan-kind.service.js';

@ApiTags('goals')
@Controller('goals')
export class PlanKindController {
  constructor(private readonly planKinds: PlanKindService) {}

  /** The kinds and shapes the offline planner can write a plan as. */
  @Get('plan-kinds')
  options(): readonly PlanKindOption[] {
    return this.planKinds.options();
  }

  /** Writes the plan's remaining weeks again as the chosen kind or shape; answers the goal. */
  @Put(':id/plan-kind')
  change(
    @CurrentUser() user: UserEntity,
    @GoalIdParam() id: string,
    @Body() body: ChangePlanKindDto,
  ): Promise<Goal> {
    return this.planKinds.change(user, id, body.kind);
  }
}
