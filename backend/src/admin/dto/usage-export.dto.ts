import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AdminUsageExportQuery } from '@goalcoach/contracts';
import { CalendarDate } from '../../platform/validation/calendar-date.js';
import { Optional } from '../../platform/validation/optional.js';

/** `?from=&to=`: the admin's calendar days, both included (defaults: the last 30 days). */
export class UsageExportQueryDto implements AdminUsageExportQuery {
  @ApiPropertyOptional({ format: 'date', example: '2026-03-01' })
  @Optional()
  @CalendarDate('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-03-30' })
  @Optional()
  @CalendarDate('to')
  to?: string;
}
