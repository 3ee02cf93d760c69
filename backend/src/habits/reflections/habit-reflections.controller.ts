import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HabitReflection } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateHabitReflectionDto } from '../dto/habit-reflection.dto.js';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { ownedId } from '../../platform/validation/owned-id.pipe.js';
import { HabitReflectionsService } from './habit-reflections.service.js';

const HabitId = () =>
  Param(
    'id',
    ownedId(() => new HabitsException(HabitsErrorCode.HabitNotFound)),
  );

@ApiTags('habits')
@Controller()
export class HabitReflectionsController {
  constructor(private readonly reflections: HabitReflectionsService) {}

  /** Newest week first. */
  @Get('habits/:id/reflections')
  list(@CurrentUser() user: UserEntity, @HabitId() id: string): Promise<HabitReflection[]> {
    return this.reflections.list(user, id);
  }

  @Post('habits/:id/reflections')
  create(
    @CurrentUser() user: UserEntity,
    @HabitId() id: string,
    @Body() body: CreateHabitReflectionDto,
  ): Promise<HabitReflection> {
    return this.reflections.create(user, id, body);
  }
}
