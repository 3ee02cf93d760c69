import { Injectable } from '@nestjs/common';
import type { AdminPage, AdminPageQuery, AdminUserRow } from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { adminCalendar } from '../admin-calendar.js';
import { type AdminUserDbRow, type PageRow, toAdminPage, toAdminUserRow } from '../admin.mapper.js';
import { type PageWindow, pageWindow } from '../dto/admin-page.dto.js';

/** `%` and `_` of the search are meant literally, and so is the escape character itself. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * One statement: the matching users read once (lower() LIKE: twice as fast as ILIKE), their
 * number, and the page of them with their figures, each read for the page's users only (index
 * scans per user). A page past the end is the count's row alone, its user columns null.
 *
 * $1 limit, $2 offset, $3 the search pattern or null, $4 now; $5-$6 the admin's today and
 * $7-$8 their month. The streak counts the days whose check-in says the daily action was done,
 * like the user's own streak on Home: a run ending today or yesterday (the user's local dates)
 * is alive; the key `date + n` (n the rank from the newest) is the same all along a run.
 */
const USERS_PAGE_SQL = `
  WITH matching AS MATERIALIZED (
    SELECT u.id, u.created_at
      FROM users u
     WHERE $3::text IS NULL
        OR lower(u.name) LIKE lower($3) ESCAPE '\\'
        OR lower(u.email) LIKE lower($3) ESCAPE '\\'
  ), page AS (
    SELECT u.id, u.name, u.email, u.is_admin, u.created_at, u.time_zone
      FROM (SELECT id FROM matching ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2) m
      JOIN users u ON u.id = m.id
  ), figures AS (
    SELECT p.id, p.name, p.email, p.is_admin AS "isAdmin", p.created_at AS "createdAt",
           (SELECT count(*)::int FROM goals g WHERE g.user_id = p.id AND g.deleted_at IS NULL)
             AS "goalCount",
           s.streak AS "currentStreak",
           (SELECT max(c.date)::text FROM daily_checkins c WHERE c.user_id = p.id)
             AS "lastCheckInDate",
           a.today AS "apiCallsToday", a.month AS "apiCallsMonth"
      FROM page p
      CROSS JOIN LATERAL (SELECT ($4::timestamptz AT TIME ZONE p.time_zone)::date AS today) l
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS streak
          FROM (SELECT c.date + row_number() OVER (ORDER BY c.date DESC)::int AS run,
                       max(c.date) OVER () AS newest
                  FROM daily_checkins c
                 WHERE c.user_id = p.id AND c.completed_daily_action AND c.date <= l.today) r
         WHERE r.run = r.newest + 1 AND r.newest >= l.today - 1
      ) s
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE c.created_at >= $5 AND c.created_at < $6)::int AS today,
               count(*)::int AS month
          FROM ai_calls c
         WHERE c.user_id = p.id AND c.created_at >= $7 AND c.created_at < $8
      ) a
  )
  SELECT t.total, f.*
    FROM (SELECT count(*)::int AS total FROM matching) t
    LEFT JOIN figures f ON true
   ORDER BY f."createdAt" DESC, f.id DESC`;

/** The users' list of the admin dashboard: newest account first, searchable. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async page(admin: UserEntity, query: AdminPageQuery): Promise<AdminPage<AdminUserRow>> {
    const window: PageWindow = pageWindow(query);
    const now = this.clock.now();
    const { day, month } = adminCalendar(admin.timeZone, now);
    const rows = (await this.dataSource.query(USERS_PAGE_SQL, [
      window.pageSize,
      window.offset,
      query.search ? containsPattern(query.search) : null,
      now,
      day.start,
      day.end,
      month.start,
      month.end,
    ])) as PageRow<AdminUserDbRow>[];
    return toAdminPage(rows, toAdminUserRow, window);
  }
}
