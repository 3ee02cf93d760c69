import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type GoalFigures, type TaskDay, checkInStreak, goalFigures } from './goal-stats.js';

/** Longest streak looked at; a longer one shows as this many days. */
const STREAK_LOOKBACK_DAYS = 400;

/** Reads what the figures of goals are computed from: tasks per day, and check-ins. */
@Injectable()
export class GoalFiguresService {
  constructor(private readonly dataSource: DataSource) {}

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
    const rows = (await this.dataSource.query(
      `SELECT date::text AS date FROM daily_checkins
        WHERE user_id = $1 AND completed_daily_action AND date <= $2::date
          AND date > $2::date - $3::int
        ORDER BY date DESC`,
      [userId, today, STREAK_LOOKBACK_DAYS],
    )) as { date: string }[];
    return checkInStreak(new Set(rows.map((row) => row.date)), today);
  }
}
