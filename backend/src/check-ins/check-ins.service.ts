import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CHECK_IN_DAYS_BACK_MAX, type CheckIn } from '@goalcoach/contracts';
import { DataSource, type Repository } from 'typeorm';
import { addDays, todayIn } from '../platform/clock/calendar-date.js';
import { Clock } from '../platform/clock/clock.js';
import { textOrNull } from '../platform/validation/nullable-text.js';
import type { UserEntity } from '../users/user.entity.js';
import { CheckInEntity } from './check-in.entity.js';
import { toCheckIn } from './check-in.mapper.js';
import { CheckInsErrorCode, CheckInsException } from './check-ins.exception.js';
import type { CreateCheckInDto, UpdateCheckInDto } from './dto/check-in.dto.js';

/** A user's daily check-ins: one per local date, a second one the same day updates it. */
@Injectable()
export class CheckInsService {
  constructor(
    @InjectRepository(CheckInEntity) private readonly checkIns: Repository<CheckInEntity>,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Newest date first; all of them, or the newest `limit`. */
  async list(user: UserEntity, limit?: number): Promise<CheckIn[]> {
    const checkIns = await this.checkIns.find({
      where: { userId: user.id },
      order: { date: 'DESC' },
      ...(limit ? { take: limit } : {}),
    });
    return checkIns.map(toCheckIn);
  }

  /**
   * The check-in of its day (the day it names, else today in the user's zone), created or
   * updated in one statement so that two at once leave one row, and one sent again lands on
   * the same day. A second check-in keeps the day's wins or lessons when it leaves the field
   * out; null or blank clears it (the dialog sends null for a field emptied). A named day may
   * be today or a few days back (a check-in kept on a device offline), never in the future.
   * The confidence is the one the person gave in the dialog, so it counts in averages.
   */
  async checkIn(user: UserEntity, body: CreateCheckInDto): Promise<CheckIn> {
    const now = this.clock.now();
    const today = todayIn(user.timeZone, now);
    const date = body.date ?? today;
    if (date > today || date < addDays(today, -CHECK_IN_DAYS_BACK_MAX)) {
      throw new CheckInsException(CheckInsErrorCode.CheckInDayOutOfRange);
    }
    const rows = (await this.dataSource.query(
      `INSERT INTO daily_checkins AS c
         (user_id, date, completed_daily_action, wins, lessons, confidence_level,
          confidence_given, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $7)
       ON CONFLICT (user_id, date) DO UPDATE SET
         completed_daily_action = EXCLUDED.completed_daily_action,
         wins = CASE WHEN $8 THEN EXCLUDED.wins ELSE c.wins END,
         lessons = CASE WHEN $9 THEN EXCLUDED.lessons ELSE c.lessons END,
         confidence_level = EXCLUDED.confidence_level,
         confidence_given = true,
         updated_at = EXCLUDED.updated_at
       RETURNING id`,
      [
        user.id,
        date,
        body.completedDailyAction,
        textOrNull(body.wins),
        textOrNull(body.lessons),
        body.confidenceLevel,
        now,
        body.wins !== undefined,
        body.lessons !== undefined,
      ],
    )) as { id: string }[];
    const [row] = rows;
    return toCheckIn(await this.checkIns.findOneByOrFail({ id: row?.id, userId: user.id }));
  }

  /** A field left out keeps its value; null or blank clears it. */
  async update(user: UserEntity, id: string, body: UpdateCheckInDto): Promise<CheckIn> {
    const checkIn = await this.checkIns.findOneBy({ id, userId: user.id });
    if (!checkIn) throw new CheckInsException(CheckInsErrorCode.CheckInNotFound);
    if (body.wins !== undefined) checkIn.wins = textOrNull(body.wins);
    if (body.lessons !== undefined) checkIn.lessons = textOrNull(body.lessons);
    checkIn.updatedAt = this.clock.now();
    await this.checkIns.update(
      { id, userId: user.id },
      { wins: checkIn.wins, lessons: checkIn.lessons, updatedAt: checkIn.updatedAt },
    );
    return toCheckIn(checkIn);
  }
}
