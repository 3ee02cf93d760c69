import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RefineMilestoneResponse } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { MilestoneIdParam } from '../goal-id-params.js';
import { MilestoneRefinementService } from './milestone-refinement.service.js';
import { RefineMilestoneDto } from './refine-milestone.dto.js';

@ApiTags('goals')
@Controller('milestones')
export class RefinementController {
  constructor(private readonly refinement: MilestoneRefinementService) {}

  /** Redoes the milestone from the feedback or reason; answers it once written. */
  @Post(':id/refine')
  @HttpCode(HttpStatus.OK)
  refine(
    @CurrentUser() user: UserEntity,
    @MilestoneIdParam() id: string,
    @Body() body: RefineMilestoneDto,
  ): Promise<RefineMilestoneResponse> {
    return this.refinement.refine(user, id, body);
  }
}
