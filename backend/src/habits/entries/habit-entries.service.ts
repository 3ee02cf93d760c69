import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { HabitEntry, HabitEntryStatus } from '@goalcoach/contracts';
import {
  Between,
  DataSource,
  type FindOptionsWhere,
  LessThanOrEqual,
  MoreThanOrEqual,
  type Repository,
} from 'typeorm';
import { todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import type { CreateHabitEntryDto, HabitEntriesQueryDto } from '../dto/habit-entry.dto.js';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { HabitEntity } from '../habit.entity.js';
import { HabitsService } from '../habits.service.js';
import { dailyTarget } from '../streaks/habit-days.js';
import { HabitEntryEntity } from './habit-entry.entity.js';
import { toHabitEntry } from './habit-entry.mapper.js';

/** The days of a user's habits: one entry per habit and local date, set by upsert. */
@Injectable()
export class HabitEntriesService {
  constructor(
    @InjectRepository(HabitEntryEntity) private readonly entries: Repository<HabitEntryEntity>,
    private readonly habits: HabitsService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Today's entries of all the user's habits, today being the date in the user's zone. */
  async today(user: UserEntity): Promise<HabitEntry[]> {
    const today = todayIn(user.timeZone, this.clock.now());
    const entries = await this.entries.find({
      where: { userId: user.id, entryDate: today },
      order: { habitId: 'ASC' },
    });
    return entries.map(toHabitEntry);
  }

  /** Filtered by habit (the user's own, else 404) and an inclusive date range. */
  async list(user: UserEntity, query: HabitEntriesQueryDto): Promise<HabitEntry[]> {
    if (query.habitId !== undefined) await this.habits.ownHabit(user, query.habitId);
    const where: FindOptionsWhere<HabitEntryEntity> = { userId: user.id };
    if (query.habitId !== undefined) where.habitId = query.habitId;
    if (query.from !== undefined && query.to !== undefined) {
      where.entryDate = Between(query.from, query.to);
    } else if (query.from !== undefined) {
      where.entryDate = MoreThanOrEqual(query.from);
    } else if (query.to !== undefined) {
      where.entryDate = LessThanOrEqual(query.to);
    }
    const entries = await this.entries.find({
      where,
      order: { entryDate: 'ASC', habitId: 'ASC' },
    });
    return entries.map(toHabitEntry);
  }

  /**
   * Sets the habit's entry of `entryDate` (see CreateHabitEntryRequest for what the fields
   * mean). A date after today in the user's zone, or before the habit's creation, is refused.
   */
  async set(user: UserEntity, body: CreateHabitEntryDto): Promise<HabitEntry> {
    const habit = await this.habits.ownHabit(user, body.habitId);
    const today = todayIn(user.timeZone, this.clock.now());
    if (body.entryDate > today || body.entryDate < habit.createdOn) {
      throw new HabitsException(HabitsErrorCode.DateOutsideHabit);
    }
    refuseContradiction(habit, body);
    const { status, count } = entryOf(body);
    const entry = await this.dataSource.transaction(async (manager) => {
      // The version is bumped first: the update locks the habit row until commit, so writes of
      // one habit run one after the other (last write wins), a delete meanwhile waits or makes
      // this a 404 rather than a foreign-key failure, and cached streak figures of the habit are
      // stale from this commit. A shared lock taken here and upgraded by the bump later would
      // deadlock two writes of the same habit.
      const bumped = await manager.increment(
        HabitEntity,
        { id: habit.id, userId: user.id },
        'entriesVersion',
        1,
      );
      if (!bumped.affected) throw new HabitsException(HabitsErrorCode.HabitNotFound);
      const entries = manager.getRepository(HabitEntryEntity);
      await entries.upsert(
        { habitId: habit.id, userId: user.id, entryDate: body.entryDate, status, count },
        { conflictPaths: ['habitId', 'entryDate'] },
      );
      return entries.findOneByOrFail({ habitId: habit.id, entryDate: body.entryDate });
    });
    return toHabitEntry(entry);
  }
}

/**
 * A day is done when its count reaches the habit's daily target, so `completed: false` with
 * such a count says two opposite things; storing it would make a done day of it (and a streak
 * day). It is refused rather than guessed at. The app never sends it: it sends `completed` as
 * "the count reaches the target", and a count below the target (a partly done day) is kept.
 */
function refuseContradiction(habit: HabitEntity, body: CreateHabitEntryDto): void {
  if (body.status === 'skipped' || body.completed || body.count === undefined) return;
  const target = dailyTarget(habit);
  if (body.count < target) return;
  throw new HabitsException(
    HabitsErrorCode.InvalidChange,
    `A day that is not completed has a count below the habit's daily target (${target}).`,
  );
}

/** A skip has no count; a completed day counts at least 1; an un-ticked day keeps its count. */
function entryOf(body: CreateHabitEntryDto): { status: HabitEntryStatus; count: number } {
  if (body.status === 'skipped') return { status: 'skipped', count: 0 };
  if (body.completed) return { status: 'done', count: Math.max(1, body.count ?? 1) };
  return { status: 'done', count: body.count ?? 0 };
}
