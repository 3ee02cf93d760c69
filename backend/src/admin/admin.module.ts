import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller.js';
import { GoalHistoryService } from './goal-history/goal-history.service.js';
import { AdminStatsService } from './stats/admin-stats.service.js';
import { UsageExportService } from './usage/usage-export.service.js';
import { UsageController } from './usage/usage.controller.js';
import { AdminUsersService } from './users/admin-users.service.js';

/**
 * The admin dashboard's reads: figures, users, goal history and the usage report, each one SQL
 * statement over the tables of the other domains (admins only; the invite code is auth's).
 */
@Module({
  controllers: [AdminController, UsageController],
  providers: [AdminStatsService, AdminUsersService, GoalHistoryService, UsageExportService],
})
export class AdminModule {}
