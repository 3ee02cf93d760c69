import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HabitReflection } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateHabitReflectionDto } from '../dto/habit-reflection.dto.js';
import { HabitIdParam } from '../habit-id-param.js';
import { HabitReflectionsService } from './habit-reflections.service.js';

@ApiTags('habits')
@Controller()
export class HabitReflectionsController {
  constructor(private readonly reflections: HabitReflectionsService) {}

  /** Newest week first. */
  @Get('habits/:id/reflections')
  list(@CurrentUser() user: UserEntity, @HabitIdParam() id: string): Promise<HabitReflection[]> {
    return this.reflections.list(user, id);
  }

  @Post('habits/:id/reflections')
  create(
    @CurrentUser() user: UserEntity,
    @HabitIdParam() id: string,
    @Body() body: CreateHabitReflectionDto,
  ): Promise<HabitReflection> {
    return this.reflections.create(user, id, body);
  }
}
