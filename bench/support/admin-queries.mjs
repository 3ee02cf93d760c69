// The SQL the admin routes run, taken from the built backend's own services rather than copied:
// each service is called once with a DataSource that runs its query on the bench's client and
// keeps the statement and its values, for EXPLAIN (query-plans.mjs).
import 'reflect-metadata';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.mjs';

const load = (file) => import(pathToFileURL(path.join(repoRoot, 'backend/dist', file)).href);

const [
  { AdminStatsService },
  { AdminUsersService },
  { GoalHistoryService },
  usage,
  { SystemClock },
] = await Promise.all([
  load('admin/stats/admin-stats.service.js'),
  load('admin/users/admin-users.service.js'),
  load('admin/goal-history/goal-history.service.js'),
  load('admin/usage/usage-export.service.js'),
  load('platform/clock/clock.js'),
]);

/**
 * `[name, sql, values]` of the routes' main statements as `admin` ({ timeZone }) asks them, each
 * with the query string given (e.g. { page: 400 }). For queryPlans(databaseUrl, adminQueries(…)).
 */
export function adminQueries(admin, { deepUsersPage, deepGoalsPage, search }) {
  return async (client) => {
    const recorded = [];
    const dataSource = {
      query: async (sql, values) => {
        recorded.push([sql, values]);
        return (await client.query(sql, values)).rows;
      },
    };
    const clock = new SystemClock();
    const stats = new AdminStatsService(dataSource, clock);
    const users = new AdminUsersService(dataSource, clock);
    const goals = new GoalHistoryService(dataSource);
    const exports = new usage.UsageExportService(dataSource, clock);
    const cases = [
      ['GET /api/admin/stats', () => stats.stats(admin)],
      ['GET /api/admin/usage/daily', () => stats.dailyUsage(admin)],
      ['GET /api/admin/users', () => users.page(admin, {})],
      [
        `GET /api/admin/users?page=${deepUsersPage}`,
        () => users.page(admin, { page: deepUsersPage }),
      ],
      [`GET /api/admin/users?search=${search}`, () => users.page(admin, { search })],
      ['GET /api/admin/goal-history', () => goals.page({})],
      [
        `GET /api/admin/goal-history?page=${deepGoalsPage}`,
        () => goals.page({ page: deepGoalsPage }),
      ],
      [
        `GET /api/admin/usage.csv (each batch of ${usage.USAGE_BATCH_SIZE})`,
        async () => (await exports.export(admin, {})).stream.destroy(),
      ],
    ];
    const queries = [];
    for (const [name, run] of cases) {
      const first = recorded.length;
      await run();
      const [sql, values] = recorded[first];
      queries.push([name, sql, values]);
    }
    return queries;
  };
}
