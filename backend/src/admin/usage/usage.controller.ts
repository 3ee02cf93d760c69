import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AdminDailyUsage } from '@goalcoach/contracts';
import { AdminOnly } from '../../auth/guard/admin-only.decorator.js';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UsageExportQueryDto } from '../dto/usage-export.dto.js';
import { AdminStatsService } from '../stats/admin-stats.service.js';
import { UsageExportService } from './usage-export.service.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class UsageController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly exports: UsageExportService,
  ) {}

  /** The last 30 days on the admin's calendar, oldest first, days without calls included. */
  @Get('usage/daily')
  daily(@CurrentUser() admin: UserEntity): Promise<AdminDailyUsage[]> {
    return this.stats.dailyUsage(admin);
  }

  /** One row per model call of the days asked for (the admin's calendar, both included). */
  @Get('usage.csv')
  @ApiProduces('text/csv')
  async report(
    @CurrentUser() admin: UserEntity,
    @Query() query: UsageExportQueryDto,
  ): Promise<StreamableFile> {
    const file = await this.exports.export(admin, query);
    return new StreamableFile(file.stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
