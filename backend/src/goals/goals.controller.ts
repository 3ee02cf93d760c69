import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Goal, Stats } from '@goalcoach/contracts';
import { CurrentUser } from '../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { CreateGoalDto } from './dto/create-goal.dto.js';
import { GoalsErrorCode } from './goals.exception.js';
import { GoalsService } from './goals.service.js';
import { ownedId } from './owned-id.pipe.js';

const GoalId = () => Param('id', ownedId(GoalsErrorCode.GoalNotFound));

@ApiTags('goals')
@Controller()
export class GoalsController {
  constructor(private readonly goals: GoalsService) {}

  @Get('goals')
  list(@CurrentUser() user: UserEntity): Promise<Goal[]> {
    return this.goals.list(user);
  }

  /** Answers at once; the plan is made by a job (follow it with GET /api/goals/{id}). */
  @Post('goals')
  create(@CurrentUser() user: UserEntity, @Body() body: CreateGoalDto): Promise<Goal> {
    return this.goals.create(user, body);
  }

  @Get('goals/:id')
  get(@CurrentUser() user: UserEntity, @GoalId() id: string): Promise<Goal> {
    return this.goals.get(user, id);
  }

  @Post('goals/:id/generate-all-tasks')
  @HttpCode(HttpStatus.ACCEPTED)
  generateAllTasks(@CurrentUser() user: UserEntity, @GoalId() id: string): Promise<Goal> {
    return this.goals.generateAllTasks(user, id);
  }

  @Get('stats')
  stats(@CurrentUser() user: UserEntity): Promise<Stats> {
    return this.goals.stats(user);
  }
}
