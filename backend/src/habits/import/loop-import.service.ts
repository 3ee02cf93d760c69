import { setImmediate as nextTurn } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { LoopImportHabit, LoopImportResult } from '@goalcoach/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import { RateLimiter } from '../../platform/security/rate-limit/rate-limiter.service.js';
import type { UserEntity } from '../../users/user.entity.js';
import { HabitEntity } from '../habit.entity.js';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { readLoopExport } from './loop-export-reader.js';
import { type LoopHabitPlan, mapLoopHabit } from './loop-habit-mapper.js';
import { importKeys } from './loop-import-limits.js';

/** A habit of the user's that an imported one of the same name goes into. */
interface ExistingHabit {
  id: string;
  frequency: LoopImportHabit['frequency'];
  targetCount: number;
}

/**
 * Imports Loop Habit Tracker's CSV export. A Loop habit goes into the user's habit of the same
 * name (letter case aside), which keeps its settings, or else becomes a new habit created on
 * the first day Loop knows of; each of its days is written over the day the habit had. So the
 * same export imported twice writes the same rows again and doubles nothing. All of it is one
 * transaction: a failure leaves nothing half-written. Every upload, a preview or not, counts
 * toward the person's imports an hour (loop-import-limits.ts), since each is read in full.
 */
@Injectable()
export class LoopImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  async import(user: UserEntity, file: Buffer, dryRun: boolean): Promise<LoopImportResult> {
    await this.limiter.consume(importKeys(user.id));
    const loopHabits = await readLoopExport(file);
    if (loopHabits.length === 0) {
      throw new HabitsException(HabitsErrorCode.InvalidImport, 'Habits.csv lists no habits.');
    }
    const today = todayIn(user.timeZone, this.clock.now());
    const plans: LoopHabitPlan[] = [];
    for (const habit of [...loopHabits].sort((a, b) => a.position - b.position)) {
      plans.push(mapLoopHabit(habit, today));
      // A habit at a time: other requests are served between them.
      await nextTurn();
    }
    if (dryRun) {
      return resultOf(plans, await existingHabits(this.dataSource.manager, user), true);
    }
    return this.dataSource.transaction(async (manager) => {
      // One import of a user at a time: two at once would each create the same new habits.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `habit-import:${user.id}`,
      ]);
      const existing = await existingHabits(manager, user);
      const last: number | null = await manager.maximum(HabitEntity, 'displayOrder', {
        userId: user.id,
      });
      let nextOrder = last === null ? 0 : last + 1;
      const now = this.clock.now();
      for (const plan of plans) {
        const match = existing.get(plan.name.toLowerCase());
        const habitId = match
          ? await mergeInto(manager, user, match.id, plan)
          : await createFrom(manager, user, plan, {
              displayOrder: nextOrder++,
              createdAt: now,
              createdOn: plan.firstDate ?? today,
            });
        await writeDays(manager, user, habitId, plan);
      }
      return resultOf(plans, existing, false);
    });
  }
}

/** The user's habits by lower-cased name; of two with one name, the first in the list. */
async function existingHabits(
  manager: EntityManager,
  user: UserEntity,
): Promise<Map<string, ExistingHabit>> {
  const habits = await manager.find(HabitEntity, {
    select: { id: true, habitName: true, frequency: true, targetCount: true },
    where: { userId: user.id },
    order: { displayOrder: 'DESC', createdAt: 'DESC' },
  });
  return new Map(habits.map((habit) => [habit.habitName.toLowerCase(), habit]));
}

async function createFrom(
  manager: EntityManager,
  user: UserEntity,
  plan: LoopHabitPlan,
  placed: { displayOrder: number; createdAt: Date; createdOn: string },
): Promise<string> {
  const habit = await manager.save(
    manager.create(HabitEntity, {
      userId: user.id,
      habitName: plan.name,
      description: plan.description,
      frequency: plan.frequency,
      targetCount: plan.targetCount,
      customDays: [],
      ...placed,
    }),
  );
  return habit.id;
}

/**
 * Bumps the habit's entries version (cached figures are stale from this commit) and moves its
 * creation back to Loop's first day, so the imported history counts.
 */
async function mergeInto(
  manager: EntityManager,
  user: UserEntity,
  habitId: string,
  plan: LoopHabitPlan,
): Promise<string> {
  await manager.query(
    `UPDATE habits
        SET entries_version = entries_version + 1,
            created_on = LEAST(created_on, COALESCE($3::date, created_on))
      WHERE id = $1 AND user_id = $2`,
    [habitId, user.id, plan.firstDate],
  );
  return habitId;
}

/** One statement per habit: each day inserted, or written over the habit's entry of that day. */
async function writeDays(
  manager: EntityManager,
  user: UserEntity,
  habitId: string,
  plan: LoopHabitPlan,
): Promise<void> {
  if (plan.days.length === 0) return;
  await manager.query(
    `INSERT INTO habit_entries (habit_id, user_id, entry_date, status, count)
     SELECT $1, $2, day.entry_date, day.status, day.count
       FROM unnest($3::date[], $4::text[], $5::int[]) AS day (entry_date, status, count)
     ON CONFLICT (habit_id, entry_date)
     DO UPDATE SET status = EXCLUDED.status, count = EXCLUDED.count`,
    [
      habitId,
      user.id,
      plan.days.map((day) => day.entryDate),
      plan.days.map((day) => day.status),
      plan.days.map((day) => day.count),
    ],
  );
}

function resultOf(
  plans: readonly LoopHabitPlan[],
  existing: ReadonlyMap<string, ExistingHabit>,
  dryRun: boolean,
): LoopImportResult {
  const habits = plans.map((plan): LoopImportHabit => {
    const match = existing.get(plan.name.toLowerCase());
    return {
      name: plan.name,
      action: match ? 'merge' : 'create',
      frequency: match ? match.frequency : plan.frequency,
      targetCount: match ? match.targetCount : plan.targetCount,
      days: plan.days.length,
      archivedInLoop: plan.archivedInLoop,
      notes: plan.notes,
    };
  });
  return {
    dryRun,
    habitCount: habits.length,
    dayCount: habits.reduce((sum, habit) => sum + habit.days, 0),
    habits,
  };
}
