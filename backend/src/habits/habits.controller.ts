import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Habit, HabitStrengthPoint } from '@goalcoach/contracts';
import { CurrentUser } from '../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { CreateHabitDto, UpdateHabitDto } from './dto/habit.dto.js';
import { ReorderHabitsDto } from './dto/reorder-habits.dto.js';
import { HabitIdParam } from './habit-id-param.js';
import { HabitsService } from './habits.service.js';

@ApiTags('habits')
@Controller()
export class HabitsController {
  constructor(private readonly habits: HabitsService) {}

  /** In displayOrder, each with its streak figures as of today in the user's zone. */
  @Get('habits')
  list(@CurrentUser() user: UserEntity): Promise<Habit[]> {
    return this.habits.list(user);
  }

  /** One point per day from the habit's creation to today, for the history chart. */
  @Get('habits/:id/strength')
  strength(
    @CurrentUser() user: UserEntity,
    @HabitIdParam() id: string,
  ): Promise<HabitStrengthPoint[]> {
    return this.habits.strengthHistory(user, id);
  }

  @Post('habits')
  create(@CurrentUser() user: UserEntity, @Body() body: CreateHabitDto): Promise<Habit> {
    return this.habits.create(user, body);
  }

  /** Answers the habits in their new order (a static path: never taken for an id). */
  @Post('habits/reorder')
  @HttpCode(HttpStatus.OK)
  reorder(@CurrentUser() user: UserEntity, @Body() body: ReorderHabitsDto): Promise<Habit[]> {
    return this.habits.reorder(user, body);
  }

  @Patch('habits/:id')
  update(
    @CurrentUser() user: UserEntity,
    @HabitIdParam() id: string,
    @Body() body: UpdateHabitDto,
  ): Promise<Habit> {
    return this.habits.update(user, id, body);
  }

  /** Deletes the habit with its entries and reflections. */
  @Delete('habits/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: UserEntity, @HabitIdParam() id: string): Promise<void> {
    return this.habits.remove(user, id);
  }
}
