import type { AdminPageQuery } from '@goalcoach/contracts';

/**
 * Paths below the shared client's `/api` base. A GET path is also the first element of its
 * query key, so reads and invalidations share one name; a key's second element that is a plain
 * object is sent as the GET's query parameters.
 */
export const apiPaths = {
  stats: '/admin/stats',
  users: '/admin/users',
  goalHistory: '/admin/goal-history',
  dailyUsage: '/admin/usage/daily',
  usageCsv: '/admin/usage.csv',
  inviteCode: '/admin/invite-code',
};

export const queryKeys = {
  stats: () => [apiPaths.stats] as const,
  users: (query: AdminPageQuery) => [apiPaths.users, query] as const,
  goalHistory: (query: AdminPageQuery) => [apiPaths.goalHistory, query] as const,
  dailyUsage: () => [apiPaths.dailyUsage] as const,
  inviteCode: () => [apiPaths.inviteCode] as const,
};
