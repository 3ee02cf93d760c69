import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CalendarFeed } from '@goalcoach/contracts';
import { CurrentUser } from '../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { CalendarService } from './calendar.service.js';
import { UpdateCalendarFeedDto } from './dto/update-calendar-feed.dto.js';

/** The signed-in person's feed settings; the feed itself is served at /calendar/<token>.ics. */
@ApiTags('calendar')
@Controller('calendar/feed')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** Makes the feed on first use; every answer carries its `links`, so the address can be shown again. */
  @Get()
  get(@CurrentUser() user: UserEntity): Promise<CalendarFeed> {
    return this.calendar.get(user);
  }

  @Patch()
  update(
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateCalendarFeedDto,
  ): Promise<CalendarFeed> {
    return this.calendar.update(user, body);
  }

  /** A new secret address; the old one stops working at once. */
  @Post('reset')
  @HttpCode(HttpStatus.OK)
  reset(@CurrentUser() user: UserEntity): Promise<CalendarFeed> {
    return this.calendar.reset(user);
  }
}
