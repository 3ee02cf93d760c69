import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HabitEntry } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateHabitEntryDto, HabitEntriesQueryDto } from '../dto/habit-entry.dto.js';
import { HabitEntriesService } from './habit-entries.service.js';

@ApiTags('habits')
@Controller()
export class HabitEntriesController {
  constructor(private readonly entries: HabitEntriesService) {}

  /** Today in the user's own time zone. */
  @Get('habit-entries/today')
  today(@CurrentUser() user: UserEntity): Promise<HabitEntry[]> {
    return this.entries.today(user);
  }

  @Get('habit-entries')
  list(
    @CurrentUser() user: UserEntity,
    @Query() query: HabitEntriesQueryDto,
  ): Promise<HabitEntry[]> {
    return this.entries.list(user, query);
  }

  /** Sets the day's entry of a habit (an upsert on habit and date). */
  @Post('habit-entries')
  set(@CurrentUser() user: UserEntity, @Body() body: CreateHabitEntryDto): Promise<HabitEntry> {
    return this.entries.set(user, body);
  }
}
