import type {
  AdminDailyUsage,
  AdminPage,
  AdminStats,
  AdminUserRow,
  GoalHistoryRow,
  PlanSource,
} from '@goalcoach/contracts';
import { type CalendarDate, addDays } from '../platform/clock/calendar-date.js';
import type { PageWindow } from './dto/admin-page.dto.js';

// Rows as the admin queries return them: counts cast to int, sums of numeric as text (no
// precision lost on the way), dates as text.

export interface StatsRow {
  totalUsers: number;
  activeUsersToday: number;
  callsToday: number;
  callsMonth: number;
  costToday: string;
  costMonth: string;
  costLastDays: string;
}

export interface DailyUsageRow {
  /** 1 for the oldest day. */
  day: number;
  calls: number;
  cost: string;
}

export interface AdminUserDbRow {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: Date;
  goalCount: number;
  currentStreak: number;
  lastCheckInDate: string | null;
  apiCallsToday: number;
  apiCallsMonth: number;
}

export interface GoalHistoryDbRow {
  id: string;
  goalName: string;
  userName: string;
  userEmail: string;
  createdAt: Date;
  planSource: PlanSource;
  tracked: boolean;
}

/** `perDay` turns the last days' cost into a month's: 30 / 7. */
export function toAdminStats(row: StatsRow, perDay: number): AdminStats {
  return {
    totalUsers: row.totalUsers,
    activeUsersToday: row.activeUsersToday,
    apiCallsToday: row.callsToday,
    apiCallsMonth: row.callsMonth,
    estimatedCost: Number(row.costToday),
    costMonth: Number(row.costMonth),
    projectedMonthlyCost: Number(row.costLastDays) * perDay,
  };
}

/** Day `n` of rows counted back from `today`, the last row being today. */
export function toDailyUsage(today: CalendarDate, rows: DailyUsageRow[]): AdminDailyUsage[] {
  return rows.map((row) => ({
    date: addDays(today, row.day - rows.length),
    calls: row.calls,
    costUsd: Number(row.cost),
  }));
}

export function toAdminUserRow(row: AdminUserDbRow): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    goalCount: row.goalCount,
    currentStreak: row.currentStreak,
    lastCheckInDate: row.lastCheckInDate,
    apiCallsToday: row.apiCallsToday,
    apiCallsMonth: row.apiCallsMonth,
  };
}

export function toGoalHistoryRow(row: GoalHistoryDbRow): GoalHistoryRow {
  return {
    id: row.id,
    goal_name: row.goalName,
    user_name: row.userName,
    user_email: row.userEmail,
    created_at: row.createdAt.toISOString(),
    tracked_api_call: row.tracked,
    plan_source: row.planSource,
  };
}

/**
 * A row of a paged admin statement: the total on every row, and a page past the end is the
 * total's row alone, its other columns null.
 */
export type PageRow<Row> = { total: number } & (Row | { [key in keyof Row]: null });

/** The page a paged statement's rows make, each row mapped by `map`. */
export function toAdminPage<Row extends { id: string }, T>(
  rows: PageRow<Row>[],
  map: (row: Row) => T,
  window: PageWindow,
): AdminPage<T> {
  const items = rows
    .filter((row): row is { total: number } & Row => row.id !== null)
    .map((row) => map(row));
  return { items, total: rows[0]?.total ?? 0, page: window.page, pageSize: window.pageSize };
}
