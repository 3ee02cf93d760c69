import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CheckInDays } from '../../check-ins/check-in-days.js';
import { type CalendarDate, addDays } from '../../platform/clock/calendar-date.js';
import { type GoalFigures, type TaskDay, checkInStreak, goalFigures } from './goal-stats.js';

/** Longest streak looked at; a longer one shows as this many days. */
const STREAK_LOOKBACK_DAYS = 400;

/**
 * Reads what the figures of goals are computed from: tasks per day, and check-ins (through
 * the check-ins module). Also answers the reviews' questions about a user's tasks.
 */
@Injectable()
export class GoalFiguresService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checkIns: CheckInDays,
  ) {}

  /** Reads the tasks of these goals once; the answer computes any of their figures. */
  async figuresOf(
    goalIds: readonly string[],
    today: string,
  ): Promise<(goalId: string) => GoalFigures> {
    const days = new Map<string, TaskDay[]>(goalIds.map((id) => [id, []]));
    if (goalIds.length > 0) {
      const rows = (await this.dataSource.query(
        `SELECT goal_id, date::text AS date, count(*)::int AS total,
                count(*) FILTER (WHERE status = 'completed')::int AS completed
           FROM tasks WHERE goal_id = ANY($1) GROUP BY goal_id, date`,
        [goalIds],
      )) as (TaskDay & { goal_id: string })[];
      for (const { goal_id: goalId, ...day } of rows) days.get(goalId)?.push(day);
    }
    return (goalId) => goalFigures(days.get(goalId) ?? [], today);
  }

  async checkInStreakOf(userId: string, today: string): Promise<number> {
    const from = addDays(today, -(STREAK_LOOKBACK_DAYS - 1));
    return checkInStreak(await this.checkIns.progressDays(userId, from, today), today);
  }

  /**
   * The user's tasks completed from `from` (included) to `to` (excluded), those of deleted
   * goals left out.
   */
  async tasksCompletedBetween(userId: string, from: Date, to: Date): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM tasks t
         LEFT JOIN goals g ON g.id = t.goal_id
        WHERE t.user_id = $1 AND t.status = 'completed'
          AND t.completed_at >= $2 AND t.completed_at < $3 AND g.deleted_at IS NULL`,
      [userId, from, to],
    )) as { count: number }[];
    return row?.count ?? 0;
  }

  /** The date of the user's earliest task, or null without any. */
  async firstTaskDate(userId: string): Promise<CalendarDate | null> {
    const [row] = (await this.dataSource.query(
      'SELECT min(date)::text AS date FROM tasks WHERE user_id = $1',
      [userId],
    )) as { date: string | null }[];
    return row?.date ?? null;
  }
}
