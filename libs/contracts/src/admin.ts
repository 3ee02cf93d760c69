import type { PlanSource } from './goals.js';

/**
 * Model calls were first recorded on 2 July 2025 at 8:40 UTC; goals created before
 * that show 'Pre-Tracking'.
 */
export const API_TRACKING_START = '2025-07-02T08:40:00.000Z';

/** Rows per page of the admin lists, and the most a client may ask for. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The longest `search` the users' list takes, in characters. */
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** The daily usage chart's span, in days up to and including today. */
export const ADMIN_USAGE_DAYS = 30;
/**
 * The projection of a month's cost: the average per day of the 7 completed days before today,
 * times 30. Today is left out: just after midnight it has barely begun.
 */
export const ADMIN_PROJECTION_DAYS = 7;
export const ADMIN_DAYS_PER_MONTH = 30;
/** The longest span `GET /api/admin/usage.csv` exports at once, in days. */
export const ADMIN_USAGE_EXPORT_MAX_DAYS = 366;

/**
 * `GET /api/admin/stats`. "Today" and "this month" are the admin's own calendar (their time
 * zone). Costs are US dollars from each call's recorded tokens and the price table.
 */
export interface AdminStats {
  totalUsers: number;
  /** Users seen (signed in and using the app) today. */
  activeUsersToday: number;
  apiCallsToday: number;
  apiCallsMonth: number;
  /** Kept under this name for older clients; the real cost of today's calls, not an estimate. */
  estimatedCost: number;
  costMonth: number;
  /** The cost per day of the 7 completed days before today (today left out) times 30. */
  projectedMonthlyCost: number;
}

/** `?page=&pageSize=` (page from 1) and, for users, `&search=` (name or e-mail, any part). */
export interface AdminPageQuery {
  page?: number;
  pageSize?: number;
  search?: string;
}

export interface AdminPage<T> {
  items: T[];
  /** All rows that match, over every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** A row of the admin's User Management list, newest account first. */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: string;
  /** Goals not deleted. */
  goalCount: number;
  /** Days in a row with a check-in, alive through today in the user's own zone. */
  currentStreak: number;
  /** YYYY-MM-DD, the user's local date of their last check-in; null when none. */
  lastCheckInDate: string | null;
  apiCallsToday: number;
  apiCallsMonth: number;
}

/** A row of Historical Goal Creation (names in snake_case), newest first; deleted goals too. */
export interface GoalHistoryRow {
  id: string;
  goal_name: string;
  user_name: string;
  user_email: string;
  created_at: string;
  /** True when the goal's plan has recorded model calls. */
  tracked_api_call: boolean;
  /**
   * Who was to write the plan when the goal was created: the model ('ai') or the built-in
   * offline planner, which calls no model: it tells why a goal has no tracked calls.
   */
  plan_source: PlanSource;
}

/** `GET /api/admin/usage/daily`: the last 30 days in the admin's zone, oldest first, no gaps. */
export interface AdminDailyUsage {
  /** YYYY-MM-DD in the admin's zone. */
  date: string;
  calls: number;
  costUsd: number;
}

/**
 * `GET /api/admin/usage.csv?from=YYYY-MM-DD&to=YYYY-MM-DD` (the admin's calendar days, both
 * included; by default the last 30 days): one row per model call with these columns.
 */
export const ADMIN_USAGE_CSV_COLUMNS = [
  'time',
  'user_name',
  'user_email',
  'purpose',
  'model',
  'prompt_tokens',
  'completion_tokens',
  'cost_usd',
  'duration_ms',
  'outcome',
] as const;

export interface AdminUsageExportQuery {
  from?: string;
  to?: string;
}
