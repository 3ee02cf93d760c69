import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GoalEntity } from '../goals/goal.entity.js';
import { RateLimiter } from '../platform/security/rate-limit/rate-limiter.service.js';
import { HabitEntriesController } from './entries/habit-entries.controller.js';
import { HabitEntriesService } from './entries/habit-entries.service.js';
import { HabitEntryEntity } from './entries/habit-entry.entity.js';
import { HabitFiguresCache } from './habit-figures-cache.js';
import { HabitEntity } from './habit.entity.js';
import { HabitsController } from './habits.controller.js';
import { HabitsService } from './habits.service.js';
import { LoopImportController } from './import/loop-import.controller.js';
import { LoopImportService } from './import/loop-import.service.js';
import { HabitReflectionEntity } from './reflections/habit-reflection.entity.js';
import { HabitReflectionsController } from './reflections/habit-reflections.controller.js';
import { HabitReflectionsService } from './reflections/habit-reflections.service.js';

/**
 * Habits, their daily entries (streaks computed on read), weekly reflections, and the import of
 * Loop Habit Tracker's export.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([HabitEntity, HabitEntryEntity, HabitReflectionEntity, GoalEntity]),
  ],
  controllers: [
    HabitsController,
    HabitEntriesController,
    HabitReflectionsController,
    LoopImportController,
  ],
  providers: [
    HabitsService,
    HabitEntriesService,
    HabitReflectionsService,
    HabitFiguresCache,
    LoopImportService,
    RateLimiter,
  ],
})
export class HabitsModule {}
