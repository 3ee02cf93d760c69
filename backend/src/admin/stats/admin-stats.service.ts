import { Injectable } from '@nestjs/common';
import {
  ADMIN_DAYS_PER_MONTH,
  ADMIN_PROJECTION_DAYS,
  ADMIN_USAGE_DAYS,
  type AdminDailyUsage,
  type AdminStats,
} from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { adminCalendar, dayBoundaries } from '../admin-calendar.js';
import { type DailyUsageRow, type StatsRow, toAdminStats, toDailyUsage } from '../admin.mapper.js';

/**
 * The calls and their cost come from ai_usage_quarters (kept by a trigger on ai_calls, see
 * its migration): every call counts, failed and pending ones too (a pending one costs 0 until
 * it is settled). $1-$2 today, $3-$4 this month, $5-$6 the projection's days (the 7
 * completed days before today).
 */
const STATS_SQL = `
  SELECT (SELECT count(*)::int FROM users) AS "totalUsers",
         (SELECT count(*)::int FROM users WHERE last_seen_at >= $1 AND last_seen_at < $2)
           AS "activeUsersToday",
         coalesce(sum(calls) FILTER (WHERE bucket >= $1 AND bucket < $2), 0)::int AS "callsToday",
         coalesce(sum(calls) FILTER (WHERE bucket >= $3 AND bucket < $4), 0)::int AS "callsMonth",
         coalesce(sum(cost_usd) FILTER (WHERE bucket >= $1 AND bucket < $2), 0)::text AS "costToday",
         coalesce(sum(cost_usd) FILTER (WHERE bucket >= $3 AND bucket < $4), 0)::text AS "costMonth",
         coalesce(sum(cost_usd) FILTER (WHERE bucket >= $5 AND bucket < $6), 0)::text
           AS "costLastDays"
    FROM ai_usage_quarters
   WHERE bucket >= least($3::timestamptz, $5::timestamptz)
     AND bucket < greatest($2::timestamptz, $4::timestamptz)`;

/**
 * $1: the days' boundaries, oldest first (one more than the days); day 1 is the oldest. Each
 * quarter of an hour of ai_usage_quarters counts in the day whose boundaries it falls between.
 */
const DAILY_SQL = `
  SELECT d.day, coalesce(q.calls, 0)::int AS calls, coalesce(q.cost, 0)::text AS cost
    FROM generate_series(1, cardinality($1::timestamptz[]) - 1) AS d(day)
    LEFT JOIN (SELECT width_bucket(bucket, $1::timestamptz[]) AS day,
                      sum(calls) AS calls, sum(cost_usd) AS cost
                 FROM ai_usage_quarters
                WHERE bucket >= ($1::timestamptz[])[1]
                  AND bucket < ($1::timestamptz[])[cardinality($1::timestamptz[])]
                GROUP BY 1) q USING (day)
   ORDER BY d.day`;

/** The dashboard's figures, on the admin's own calendar. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async stats(admin: UserEntity): Promise<AdminStats> {
    const { day, month, lastDays } = adminCalendar(admin.timeZone, this.clock.now());
    const [row] = (await this.dataSource.query(STATS_SQL, [
      day.start,
      day.end,
      month.start,
      month.end,
      lastDays.start,
      lastDays.end,
    ])) as StatsRow[];
    return toAdminStats(row as StatsRow, ADMIN_DAYS_PER_MONTH / ADMIN_PROJECTION_DAYS);
  }

  /** The last 30 days, oldest first, days without calls included. */
  async dailyUsage(admin: UserEntity): Promise<AdminDailyUsage[]> {
    const { today } = adminCalendar(admin.timeZone, this.clock.now());
    const boundaries = dayBoundaries(today, ADMIN_USAGE_DAYS, admin.timeZone);
    const rows = (await this.dataSource.query(DAILY_SQL, [boundaries])) as DailyUsageRow[];
    return toDailyUsage(today, rows);
  }
}
