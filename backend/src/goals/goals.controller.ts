import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  StreamableFile,
} from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { DeletedGoal, Goal, Stats } from '@goalcoach/contracts';
import { CurrentUser } from '../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { GoalDeletionService } from './deletion/goal-deletion.service.js';
import { CreateGoalDto } from './dto/create-goal.dto.js';
import { attachmentDisposition } from './export/export-names.js';
import { GoalExportService } from './export/goal-export.service.js';
import { GoalIdParam } from './goal-id-params.js';
import { GoalsService } from './goals.service.js';

@ApiTags('goals')
@Controller()
export class GoalsController {
  constructor(
    private readonly goals: GoalsService,
    private readonly deletion: GoalDeletionService,
    private readonly exports: GoalExportService,
  ) {}

  @Get('goals')
  list(@CurrentUser() user: UserEntity): Promise<Goal[]> {
    return this.goals.list(user);
  }

  /** Answers at once; the plan is made by a job (follow it with GET /api/goals/{id}). */
  @Post('goals')
  create(@CurrentUser() user: UserEntity, @Body() body: CreateGoalDto): Promise<Goal> {
    return this.goals.create(user, body);
  }

  /** Deleted within the last 24 h + 7 days (a static path: the router never takes it for an id). */
  @Get('goals/deleted')
  listDeleted(@CurrentUser() user: UserEntity): Promise<DeletedGoal[]> {
    return this.deletion.listDeleted(user);
  }

  @Get('goals/:id')
  get(@CurrentUser() user: UserEntity, @GoalIdParam() id: string): Promise<Goal> {
    return this.goals.get(user, id);
  }

  @Post('goals/:id/generate-all-tasks')
  @HttpCode(HttpStatus.ACCEPTED)
  generateAllTasks(@CurrentUser() user: UserEntity, @GoalIdParam() id: string): Promise<Goal> {
    return this.goals.generateAllTasks(user, id);
  }

  /** A soft delete: restorable for 24 h (POST /api/goals/{id}/undo). */
  @Delete('goals/:id')
  delete(@CurrentUser() user: UserEntity, @GoalIdParam() id: string): Promise<DeletedGoal> {
    return this.deletion.delete(user, id);
  }

  @Post('goals/:id/undo')
  @HttpCode(HttpStatus.OK)
  undo(@CurrentUser() user: UserEntity, @GoalIdParam() id: string): Promise<Goal> {
    return this.deletion.undo(user, id);
  }

  /** A ZIP for Notion's "Import → Markdown & CSV". */
  @Get('goals/:id/export')
  @ApiProduces('application/zip')
  async export(
    @CurrentUser() user: UserEntity,
    @GoalIdParam() id: string,
  ): Promise<StreamableFile> {
    const file = await this.exports.export(user, id);
    return new StreamableFile(file.stream, {
      type: 'application/zip',
      disposition: attachmentDisposition(file.fileName),
    });
  }

  @Get('stats')
  stats(@CurrentUser() user: UserEntity): Promise<Stats> {
    return this.goals.stats(user);
  }
}
