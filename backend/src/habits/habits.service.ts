import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Habit, HabitFrequency, HabitStrengthPoint } from '@goalcoach/contracts';
import { DataSource, In, IsNull, type Repository } from 'typeorm';
import { GoalEntity } from '../goals/goal.entity.js';
import { daysBetween, todayIn, weekStart } from '../platform/clock/calendar-date.js';
import { Clock } from '../platform/clock/clock.js';
import type { UserEntity } from '../users/user.entity.js';
import type { CreateHabitDto, UpdateHabitDto } from './dto/habit.dto.js';
import type { ReorderHabitsDto } from './dto/reorder-habits.dto.js';
import { HabitEntryEntity } from './entries/habit-entry.entity.js';
import { toStreakEntries } from './entries/habit-entry.mapper.js';
import { HabitEntity } from './habit.entity.js';
import { HabitFiguresCache } from './habit-figures-cache.js';
import { toHabit, toStreakHabit } from './habit.mapper.js';
import { HabitReflectionEntity } from './reflections/habit-reflection.entity.js';
import { HabitsErrorCode, HabitsException } from './habits.exception.js';
import { habitStrengthHistory } from './streaks/habit-strength.js';
import type { DayNumberEntries } from './streaks/habit-days.js';
import { type HabitStreaks, habitStreaksOfNumbers } from './streaks/habit-streaks.js';

/** A user's habits: their settings, order, and streak figures computed on read from entries. */
@Injectable()
export class HabitsService {
  constructor(
    @InjectRepository(HabitEntity) private readonly habits: Repository<HabitEntity>,
    @InjectRepository(HabitEntryEntity) private readonly entries: Repository<HabitEntryEntity>,
    @InjectRepository(GoalEntity) private readonly goals: Repository<GoalEntity>,
    @InjectRepository(HabitReflectionEntity)
    private readonly reflections: Repository<HabitReflectionEntity>,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly figuresCache: HabitFiguresCache,
  ) {}

  async list(user: UserEntity): Promise<Habit[]> {
    const habits = await this.habits.find({
      where: { userId: user.id },
      order: { displayOrder: 'ASC', createdAt: 'ASC' },
    });
    if (habits.length === 0) return [];
    return habits.map(await this.presenter(user, habits));
  }

  /** The strength curve of the history chart, computed from all the habit's entries. */
  async strengthHistory(user: UserEntity, habitId: string): Promise<HabitStrengthPoint[]> {
    const habit = await this.ownHabit(user, habitId);
    const entries = await this.entries.find({ where: { habitId }, order: { entryDate: 'ASC' } });
    const today = todayIn(user.timeZone, this.clock.now());
    return habitStrengthHistory(toStreakHabit(habit), toStreakEntries(entries), today);
  }

  /** The signed-in user's habit, or 404 for a missing or someone else's id. */
  async ownHabit(user: UserEntity, habitId: string): Promise<HabitEntity> {
    const habit = await this.habits.findOneBy({ id: habitId, userId: user.id });
    if (!habit) throw new HabitsException(HabitsErrorCode.HabitNotFound);
    return habit;
  }

  async create(user: UserEntity, body: CreateHabitDto): Promise<Habit> {
    await this.checkGoal(user, body.goalId);
    const frequency = body.frequency ?? 'daily';
    const now = this.clock.now();
    const last = await this.habits.maximum('displayOrder', { userId: user.id });
    const habit = await this.habits.save(
      this.habits.create({
        userId: user.id,
        habitName: body.habitName,
        description: body.description ?? '',
        goalId: body.goalId ?? null,
        goalConnection: body.goalConnection ?? '',
        cue: body.cue ?? '',
        reward: body.reward ?? '',
        category: body.category ?? 'Health',
        categoryIcon: body.categoryIcon ?? '',
        isAntiHabit: body.isAntiHabit ?? false,
        frequency,
        targetCount: targetFor(frequency, body.targetCount ?? 1),
        customDays: customDaysFor(frequency, body.customDays),
        // New habits go last; a concurrent create may share a number, which reorder repairs.
        displayOrder: last === null ? 0 : last + 1,
        createdAt: now,
        createdOn: todayIn(user.timeZone, now),
      }),
    );
    return (await this.presenter(user, [habit]))(habit);
  }

  async update(user: UserEntity, habitId: string, body: UpdateHabitDto): Promise<Habit> {
    const habit = await this.ownHabit(user, habitId);
    if (body.goalId !== undefined) await this.checkGoal(user, body.goalId);
    const frequency = body.frequency ?? habit.frequency;
    const changes: Partial<HabitEntity> = {
      habitName: body.habitName,
      description: body.description,
      goalId: body.goalId,
      goalConnection: body.goalConnection,
      cue: body.cue,
      reward: body.reward,
      category: body.category,
      categoryIcon: body.categoryIcon,
      isAntiHabit: body.isAntiHabit,
      frequency: body.frequency,
      targetCount: targetFor(frequency, body.targetCount ?? habit.targetCount),
      customDays:
        body.frequency !== undefined || body.customDays !== undefined
          ? customDaysFor(frequency, body.customDays ?? habit.customDays)
          : undefined,
    };
    const given = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<HabitEntity>;
    if (Object.keys(given).length > 0) {
      await this.habits.update({ id: habit.id, userId: user.id }, given);
    }
    const updated = { ...habit, ...given };
    return (await this.presenter(user, [updated]))(updated);
  }

  async remove(user: UserEntity, habitId: string): Promise<void> {
    const result = await this.habits.delete({ id: habitId, userId: user.id });
    if (!result.affected) throw new HabitsException(HabitsErrorCode.HabitNotFound);
  }

  /**
   * Sets the order of all the user's habits at once: `habitOrders` must name each of them once
   * with displayOrder 0..n-1, else 400 and nothing changes.
   */
  async reorder(user: UserEntity, body: ReorderHabitsDto): Promise<Habit[]> {
    const orders = body.habitOrders;
    await this.dataSource.transaction(async (manager) => {
      // Locked, so a habit created meanwhile cannot be left out of the new order.
      const rows: { id: string }[] = await manager.query(
        'SELECT id FROM habits WHERE user_id = $1 FOR UPDATE',
        [user.id],
      );
      const own = new Set(rows.map((row) => row.id));
      const ids = new Set(orders.map((order) => order.id));
      const positions = new Set(orders.map((order) => order.displayOrder));
      const exact =
        orders.length === own.size &&
        ids.size === own.size &&
        [...ids].every((id) => own.has(id)) &&
        positions.size === own.size &&
        orders.every((order) => order.displayOrder < own.size);
      if (!exact) throw new HabitsException(HabitsErrorCode.InvalidReorder);
      if (orders.length === 0) return;
      await manager.query(
        `UPDATE habits SET display_order = o.display_order
           FROM unnest($2::uuid[], $3::int[]) AS o (id, display_order)
          WHERE habits.id = o.id AND habits.user_id = $1`,
        [user.id, orders.map((order) => order.id), orders.map((order) => order.displayOrder)],
      );
    });
    return this.list(user);
  }

  /** A goal link must name one of the user's own goals that is not deleted (else 404). */
  private async checkGoal(user: UserEntity, goalId: string | null | undefined): Promise<void> {
    if (goalId == null) return;
    const found = await this.goals.existsBy({ id: goalId, userId: user.id, deletedAt: IsNull() });
    if (!found) throw new HabitsException(HabitsErrorCode.GoalNotFound);
  }

  /**
   * Reads what `habits` are shown with (the entries of those whose figures are not cached, in
   * one query; their goals' names; this week's reflections) and presents any of them with its
   * streak figures as of today in the user's zone.
   */
  private async presenter(
    user: UserEntity,
    habits: readonly HabitEntity[],
  ): Promise<(habit: HabitEntity) => Habit> {
    const today = todayIn(user.timeZone, this.clock.now());
    const goalIds = [...new Set(habits.flatMap((habit) => (habit.goalId ? [habit.goalId] : [])))];
    const streaks = new Map<string, HabitStreaks>();
    const uncached: HabitEntity[] = [];
    for (const habit of habits) {
      const cached = this.figuresCache.get(habit, today);
      if (cached) streaks.set(habit.id, cached);
      else uncached.push(habit);
    }
    const [entries, goals, reflected] = await Promise.all([
      this.streakEntries(uncached.map((habit) => habit.id)),
      goalIds.length === 0
        ? []
        : this.goals.find({
            select: { id: true, goalName: true },
            where: { id: In(goalIds), userId: user.id, deletedAt: IsNull() },
          }),
      this.reflections.find({
        select: { habitId: true },
        where: { userId: user.id, weekOn: weekStart(today) },
      }),
    ]);
    const byHabit = new Map(entries.map(({ habitId, ...days }) => [habitId, days]));
    for (const habit of uncached) {
      const figures = habitStreaksOfNumbers(
        toStreakHabit(habit),
        byHabit.get(habit.id) ?? NO_ENTRIES,
        today,
      );
      this.figuresCache.set(habit, today, figures);
      streaks.set(habit.id, figures);
    }
    const goalNames = new Map(goals.map((goal) => [goal.id, goal.goalName]));
    const reflectedThisWeek = new Set(reflected.map((row) => row.habitId));
    return (habit) => {
      const age = daysBetween(habit.createdOn, today);
      return toHabit(habit, {
        streaks: figuresOf(streaks, habit),
        goalName: habit.goalId ? (goalNames.get(habit.goalId) ?? null) : null,
        reflectionDue: age > 0 && age % 7 === 0 && !reflectedThisWeek.has(habit.id),
      });
    };
  }

  /**
   * The entries the streak engine reads (as toStreakEntries picks them: skips and days with a
   * done count) of the given habits: one row per habit with its entries as lists of day
   * numbers. Entities, or a row per entry with its date as text, cost several times what
   * computing the streaks does (years of entries).
   */
  private async streakEntries(
    habitIds: readonly string[],
  ): Promise<(DayNumberEntries & { habitId: string })[]> {
    if (habitIds.length === 0) return [];
    // Each done day travels with its count as "day:count", so the pairs cannot come apart.
    // Comma-separated text splits several times faster than pg parses an array.
    const rows: EntriesRow[] = await this.entries.query(
      `SELECT habit_id AS "habitId",
              string_agg((entry_date - DATE '1970-01-01') || ':' || count, ',')
                FILTER (WHERE status = 'done') AS "done",
              string_agg((entry_date - DATE '1970-01-01')::text, ',')
                FILTER (WHERE status = 'skipped') AS "skipped"
         FROM habit_entries
        WHERE habit_id = ANY($1::uuid[]) AND (status = 'skipped' OR count > 0)
        GROUP BY habit_id`,
      [habitIds],
    );
    return rows.map((row) => {
      const doneDays: number[] = [];
      const doneCounts: number[] = [];
      for (const pair of row.done ? row.done.split(',') : []) {
        const colon = pair.indexOf(':');
        doneDays.push(Number(pair.slice(0, colon)));
        doneCounts.push(Number(pair.slice(colon + 1)));
      }
      const skippedDays = row.skipped ? row.skipped.split(',').map(Number) : [];
      return { habitId: row.habitId, doneDays, doneCounts, skippedDays };
    });
  }
}

function figuresOf(streaks: ReadonlyMap<string, HabitStreaks>, habit: HabitEntity): HabitStreaks {
  const figures = streaks.get(habit.id);
  if (!figures) throw new Error(`Habit ${habit.id} was not read by this presenter`);
  return figures;
}

const NO_ENTRIES: DayNumberEntries = { doneDays: [], doneCounts: [], skippedDays: [] };

/** A row of streakEntries: "day:count" pairs and skipped days, comma-separated, null if none. */
interface EntriesRow {
  habitId: string;
  done: string | null;
  skipped: string | null;
}

/** A week has seven days: a weekly habit asking for more could never keep its streak. */
function targetFor(frequency: HabitFrequency, targetCount: number): number {
  if (frequency === 'weekly' && targetCount > 7) {
    throw new HabitsException(
      HabitsErrorCode.InvalidChange,
      'A weekly habit can count at most 7 days a week.',
    );
  }
  return targetCount;
}

/** The weekdays a habit keeps: required and non-empty for custom, none for the others. */
function customDaysFor(frequency: HabitFrequency, days: number[] | undefined): number[] {
  if (frequency !== 'custom') return [];
  if (!days || days.length === 0) {
    throw new HabitsException(
      HabitsErrorCode.InvalidChange,
      'Please choose at least one day of the week for a custom habit.',
    );
  }
  return [...days].sort((a, b) => a - b);
}
