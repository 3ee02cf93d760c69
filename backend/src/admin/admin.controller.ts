import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPage, AdminStats, AdminUserRow, GoalHistoryRow } from '@goalcoach/contracts';
import { AdminOnly } from '../auth/guard/admin-only.decorator.js';
import { CurrentUser } from '../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminPageQueryDto, AdminUsersQueryDto } from './dto/admin-page.dto.js';
import { GoalHistoryService } from './goal-history/goal-history.service.js';
import { AdminStatsService } from './stats/admin-stats.service.js';
import { AdminUsersService } from './users/admin-users.service.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly users: AdminUsersService,
    private readonly goalHistory: GoalHistoryService,
  ) {}

  /** "Today" and "this month" on the admin's own calendar; costs from the recorded tokens. */
  @Get('stats')
  getStats(@CurrentUser() admin: UserEntity): Promise<AdminStats> {
    return this.stats.stats(admin);
  }

  /** Newest account first; `search` matches any part of the name or e-mail. */
  @Get('users')
  listUsers(
    @CurrentUser() admin: UserEntity,
    @Query() query: AdminUsersQueryDto,
  ): Promise<AdminPage<AdminUserRow>> {
    return this.users.page(admin, query);
  }

  /** Every goal, deleted ones too, newest first. */
  @Get('goal-history')
  listGoalHistory(@Query() query: AdminPageQueryDto): Promise<AdminPage<GoalHistoryRow>> {
    return this.goalHistory.page(query);
  }
}
