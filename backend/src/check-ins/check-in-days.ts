import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, type Repository } from 'typeorm';
import type { CalendarDate } from '../platform/clock/calendar-date.js';
import { CheckInEntity } from './check-in.entity.js';

/**
 * What other modules may read of a user's check-ins (the goal figures, the monthly reviews):
 * they ask here and never read the table themselves. Dates are inclusive.
 */
@Injectable()
export class CheckInDays {
  constructor(
    @InjectRepository(CheckInEntity) private readonly checkIns: Repository<CheckInEntity>,
  ) {}

  /** The dates from `from` to `to` whose check-in says the daily action was done. */
  async progressDays(userId: string, from: CalendarDate, to: CalendarDate): Promise<Set<string>> {
    const rows = await this.checkIns.find({
      select: { date: true },
      where: { userId, completedDailyAction: true, date: Between(from, to) },
    });
    return new Set(rows.map((row) => row.date));
  }

  /** The check-ins from `from` to `to`, oldest first. */
  between(userId: string, from: CalendarDate, to: CalendarDate): Promise<CheckInEntity[]> {
    return this.checkIns.find({
      where: { userId, date: Between(from, to) },
      order: { date: 'ASC' },
    });
  }

  /** The date of the user's first check-in, or null without any. */
  async firstDate(userId: string): Promise<CalendarDate | null> {
    const [first] = await this.checkIns.find({
      select: { date: true },
      where: { userId },
      order: { date: 'ASC' },
      take: 1,
    });
    return first?.date ?? null;
  }
}
