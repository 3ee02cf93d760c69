import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { HabitReflection } from '@goalcoach/contracts';
import type { Repository } from 'typeorm';
import { todayIn, weekStart } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import type { CreateHabitReflectionDto } from '../dto/habit-reflection.dto.js';
import { HabitsService } from '../habits.service.js';
import { HabitReflectionEntity } from './habit-reflection.entity.js';

/** The Weekly Reflection dialog's answers, kept for the habit's history. */
@Injectable()
export class HabitReflectionsService {
  constructor(
    @InjectRepository(HabitReflectionEntity)
    private readonly reflections: Repository<HabitReflectionEntity>,
    private readonly habits: HabitsService,
    private readonly clock: Clock,
  ) {}

  async list(user: UserEntity, habitId: string): Promise<HabitReflection[]> {
    await this.habits.ownHabit(user, habitId);
    const rows = await this.reflections.find({
      where: { habitId, userId: user.id },
      order: { weekOn: 'DESC', createdAt: 'DESC' },
    });
    return rows.map(toHabitReflection);
  }

  /** Saved against the Sunday-first week of today in the user's zone. */
  async create(
    user: UserEntity,
    habitId: string,
    body: CreateHabitReflectionDto,
  ): Promise<HabitReflection> {
    await this.habits.ownHabit(user, habitId);
    const now = this.clock.now();
    const saved = await this.reflections.save(
      this.reflections.create({
        habitId,
        userId: user.id,
        reflection: body.reflection,
        weekOn: weekStart(todayIn(user.timeZone, now)),
        createdAt: now,
      }),
    );
    return toHabitReflection(saved);
  }
}

function toHabitReflection(row: HabitReflectionEntity): HabitReflection {
  return {
    id: row.id,
    habitId: row.habitId,
    reflection: row.reflection,
    weekOn: row.weekOn,
    createdAt: row.createdAt.toISOString(),
  };
}
