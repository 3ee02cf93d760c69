import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AiSettings } from '@goalcoach/contracts';
import { AdminOnly } from '../../auth/guard/admin-only.decorator.js';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UpdateAiSettingsDto } from './ai-settings.dto.js';
import { AiSettingsService } from './ai-settings.service.js';

@ApiTags('ai-settings')
@Controller('ai-settings')
export class AiSettingsController {
  constructor(private readonly aiSettings: AiSettingsService) {}

  /** Every signed-in user sees them (read-only unless an admin). */
  @Get()
  read(@CurrentUser() user: UserEntity): Promise<AiSettings> {
    return this.aiSettings.read(user);
  }

  @Put()
  @AdminOnly()
  update(@CurrentUser() admin: UserEntity, @Body() body: UpdateAiSettingsDto): Promise<AiSettings> {
    return this.aiSettings.update(admin, body);
  }

  /** Back to the built-in prompts and the environment's model and temperature. */
  @Delete()
  @AdminOnly()
  reset(@CurrentUser() admin: UserEntity): Promise<AiSettings> {
    return this.aiSettings.reset(admin);
  }
}
