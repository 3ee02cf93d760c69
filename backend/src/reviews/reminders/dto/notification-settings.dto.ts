import { ApiProperty } from '@nestjs/swagger';
import type { NotificationSettings } from '@goalcoach/contracts';
import { IsBoolean, IsString, Matches } from 'class-validator';

const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export class NotificationSettingsDto implements NotificationSettings {
  @IsBoolean({ message: 'enabled must be true or false' })
  @ApiProperty()
  enabled!: boolean;

  @IsString({ message: 'reminderTime must be a time written HH:MM (24-hour), e.g. 20:00' })
  @Matches(REMINDER_TIME_PATTERN, {
    message: 'reminderTime must be a time written HH:MM (24-hour), e.g. 20:00',
  })
  @ApiProperty({ example: '20:00', pattern: REMINDER_TIME_PATTERN.source })
  reminderTime!: string;
}
