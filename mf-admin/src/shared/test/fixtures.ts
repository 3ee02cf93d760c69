import type {
  AdminDailyUsage,
  AdminPage,
  AdminStats,
  AdminUserRow,
  GoalHistoryRow,
  SessionUser,
} from '@goalcoach/contracts';
import { ADMIN_PAGE_SIZE } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';

export function someStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 1204,
    activeUsersToday: 37,
    apiCallsToday: 12,
    apiCallsMonth: 345,
    estimatedCost: 1.5,
    costMonth: 42.125,
    projectedMonthlyCost: 60,
    ...overrides,
  };
}

export function aUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  const id = overrides.id ?? 'u-ana';
  return {
    id,
    name: 'Ana Lima',
    email: 'ana@example.com',
    isAdmin: false,
    createdAt: '2026-03-01T23:30:00.000Z',
    goalCount: 2,
    currentStreak: 0,
    lastCheckInDate: null,
    apiCallsToday: 0,
    apiCallsMonth: 0,
    ...overrides,
  };
}

export function aGoalRow(overrides: Partial<GoalHistoryRow> = {}): GoalHistoryRow {
  return {
    id: 'g1',
    goal_name: 'Run a marathon',
    user_name: 'Ana Lima',
    user_email: 'ana@example.com',
    created_at: '2026-03-01T23:30:00.000Z',
    tracked_api_call: true,
    plan_source: 'ai',
    ...overrides,
  };
}

/** The answer of an admin list: `items` as page `page` of `total` rows. */
export function aPage<T>(items: T[], { page = 1, total = items.length } = {}): AdminPage<T> {
  return { items, total, page, pageSize: ADMIN_PAGE_SIZE };
}

/** One day per entry of `calls`, ending on `lastDate`, oldest first, like `/admin/usage/daily`. */
export function someDailyUsage(lastDate: string, calls: number[]): AdminDailyUsage[] {
  const last = Date.parse(`${lastDate}T00:00:00Z`);
  return calls.map((count, index) => ({
    date: new Date(last - (calls.length - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    calls: count,
    costUsd: count * 0.01,
  }));
}

/** Signs in an admin whose day is the one of `timeZone`; returns the sign-out. */
export function signInAdmin(timeZone: string): () => void {
  const user: SessionUser = {
    id: 'admin-1',
    name: 'Ada Admin',
    email: 'ada@example.com',
    isAdmin: true,
    timeZone,
  };
  useSession.setState({ status: 'authenticated', user });
  return () => useSession.setState({ status: 'loading', user: null });
}
