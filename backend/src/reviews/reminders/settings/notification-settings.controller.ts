import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { NotificationSettings } from '@goalcoach/contracts';
import { CurrentUser } from '../../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../../users/user.entity.js';
import { NotificationSettingsDto } from '../dto/notification-settings.dto.js';
import { NotificationSettingsService } from './notification-settings.service.js';

@ApiTags('notifications')
@Controller('notifications/settings')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  /** The defaults (off, 20:00) until the user saves their own. */
  @Get()
  get(@CurrentUser() user: UserEntity): Promise<NotificationSettings> {
    return this.settings.get(user);
  }

  @Put()
  save(
    @CurrentUser() user: UserEntity,
    @Body() body: NotificationSettingsDto,
  ): Promise<NotificationSettings> {
    return this.settings.save(user, body);
  }
}
