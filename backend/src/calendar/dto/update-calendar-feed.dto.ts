import { ApiProperty } from '@nestjs/swagger';
import type { UpdateCalendarFeedRequest } from '@goalcoach/contracts';
import { IsBoolean } from 'class-validator';

export class UpdateCalendarFeedDto implements UpdateCalendarFeedRequest {
  @IsBoolean({ message: 'includeCheckInReminder must be true or false' })
  @ApiProperty()
  includeCheckInReminder!: boolean;
}
