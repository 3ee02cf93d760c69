import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CreateHabitEntryRequest,
  HABIT_ENTRY_STATUSES,
  HABIT_MAX_COUNT,
  type HabitEntriesQuery,
  type HabitEntryStatus,
} from '@goalcoach/contracts';
import { IsBoolean, IsInt, IsUUID, Max, Min } from 'class-validator';
import { CalendarDate } from '../../platform/validation/calendar-date.js';
import { Optional } from '../../platform/validation/optional.js';
import { Status } from '../../platform/validation/status.js';

export class CreateHabitEntryDto implements CreateHabitEntryRequest {
  @IsUUID('all', { message: 'habitId must be a UUID' })
  @ApiProperty({ format: 'uuid' })
  habitId!: string;

  @CalendarDate('entryDate')
  entryDate!: string;

  @IsBoolean({ message: 'completed must be true or false' })
  @ApiProperty()
  completed!: boolean;

  @Optional()
  @IsInt({ message: 'count must be a whole number of at least 0' })
  @Min(0, { message: 'count must be a whole number of at least 0' })
  @Max(HABIT_MAX_COUNT, { message: `count must be at most ${HABIT_MAX_COUNT}` })
  @ApiPropertyOptional({ minimum: 0 })
  count?: number;

  @Optional()
  @Status(HABIT_ENTRY_STATUSES)
  status?: HabitEntryStatus;
}

export class HabitEntriesQueryDto implements HabitEntriesQuery {
  @Optional()
  @IsUUID('all', { message: 'habitId must be a UUID' })
  @ApiPropertyOptional({ format: 'uuid' })
  habitId?: string;

  @Optional()
  @CalendarDate('from')
  from?: string;

  @Optional()
  @CalendarDate('to')
  to?: string;
}
