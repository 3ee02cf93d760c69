import { Injectable } from '@nestjs/common';
import type { AdminPage, AdminPageQuery, GoalHistoryRow } from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import {
  type GoalHistoryDbRow,
  type PageRow,
  toAdminPage,
  toGoalHistoryRow,
} from '../admin.mapper.js';
import { type PageWindow, pageWindow } from '../dto/admin-page.dto.js';

/**
 * One statement: the number of goals and a page of them, newest first, deleted ones included
 * (it is history). A goal is tracked when a model call was recorded for it; its plan source tells
 * why one is not (the offline planner calls no model). A page past the end
 * is the count's row alone. The page's ids come first (an index-only scan), so that the rows
 * skipped by the offset are not read or looked up. $1 limit, $2 offset.
 */
const GOAL_HISTORY_SQL = `
  SELECT t.total, r.*
    FROM (SELECT count(*)::int AS total FROM goals) t
    LEFT JOIN (
      SELECT g.id, g.goal_name AS "goalName", u.name AS "userName", u.email AS "userEmail",
             g.created_at AS "createdAt", g.plan_source AS "planSource",
             EXISTS (SELECT 1 FROM ai_calls a WHERE a.goal_id = g.id) AS tracked
        FROM (SELECT id FROM goals ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2) p
        JOIN goals g ON g.id = p.id
        JOIN users u ON u.id = g.user_id
    ) r ON true
   ORDER BY r."createdAt" DESC, r.id DESC`;

@Injectable()
export class GoalHistoryService {
  constructor(private readonly dataSource: DataSource) {}

  async page(query: AdminPageQuery): Promise<AdminPage<GoalHistoryRow>> {
    const window: PageWindow = pageWindow(query);
    const rows = (await this.dataSource.query(GOAL_HISTORY_SQL, [
      window.pageSize,
      window.offset,
    ])) as PageRow<GoalHistoryDbRow>[];
    return toAdminPage(rows, toGoalHistoryRow, window);
  }
}
