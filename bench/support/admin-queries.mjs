// The SQL the admin routes run, taken from the built backend's own services rather than copied:
// each service is called once with a DataSource that runs its query on the bench's client and
// keeps the statement and its values, for EXPLAIN (query-plans.mjs) and for the bare baseline
// (bare-admin-server.mjs), which runs them as they were recorded.
import 'reflect-metadata';
import pg from 'pg';
import { importBuilt } from './backend-build.mjs';

const [
  { AdminStatsService },
  { AdminUsersService },
  { GoalHistoryService },
  usage,
  { SystemClock },
] = await Promise.all([
  importBuilt('admin/stats/admin-stats.service.js'),
  importBuilt('admin/users/admin-users.service.js'),
  importBuilt('admin/goal-history/goal-history.service.js'),
  importBuilt('admin/usage/usage-export.service.js'),
  importBuilt('platform/clock/clock.js'),
]);

export const CSV_PATH = '/api/admin/usage.csv';

/** `?page=&pageSize=&search=` as the DTOs hand them to the services: numbers, trimmed text. */
function pageQuery(params) {
  const query = {};
  if (params.has('page')) query.page = Number(params.get('page'));
  if (params.has('pageSize')) query.pageSize = Number(params.get('pageSize'));
  if (params.has('search')) query.search = params.get('search').trim();
  return query;
}

/** The service call that answers `route` (a path with its query string) for `admin`. */
function serviceCall(route, admin, services) {
  const { pathname, searchParams } = new URL(route, 'http://bench');
  const { stats, users, goals, exports } = services;
  switch (pathname) {
    case '/api/admin/stats':
      return () => stats.stats(admin);
    case '/api/admin/usage/daily':
      return () => stats.dailyUsage(admin);
    case '/api/admin/users':
      return () => users.page(admin, pageQuery(searchParams));
    case '/api/admin/goal-history':
      return () => goals.page(pageQuery(searchParams));
    case CSV_PATH: {
      const range = Object.fromEntries(searchParams);
      // The first batch: the next ones run the same statement from the last row's key.
      return async () => (await exports.export(admin, range)).stream.destroy();
    }
    default:
      throw new Error(`no admin service answers ${route}`);
  }
}

/**
 * `[route, sql, values]` of each route's (first) statement as `admin` ({ timeZone }) asks it,
 * run once on `client`. The values are those of now (today's and this month's boundaries).
 */
async function recordRouteQueries(client, admin, routes) {
  const recorded = [];
  const dataSource = {
    query: async (sql, values) => {
      recorded.push([sql, values]);
      return (await client.query(sql, values)).rows;
    },
  };
  const clock = new SystemClock();
  const services = {
    stats: new AdminStatsService(dataSource, clock),
    users: new AdminUsersService(dataSource, clock),
    goals: new GoalHistoryService(dataSource),
    exports: new usage.UsageExportService(dataSource, clock),
  };
  const queries = [];
  for (const route of routes) {
    const first = recorded.length;
    await serviceCall(route, admin, services)();
    if (recorded.length === first) throw new Error(`${route} ran no statement`);
    const [sql, values] = recorded[first];
    queries.push([route, sql, values]);
  }
  return queries;
}

/** recordRouteQueries on a client of its own. */
export async function adminRouteQueries(databaseUrl, admin, routes) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await recordRouteQueries(client, admin, routes);
  } finally {
    await client.end();
  }
}

/** The name a query plan is printed under. */
export function planName(route) {
  return route.startsWith(CSV_PATH)
    ? `GET ${route} (each batch of ${usage.USAGE_BATCH_SIZE})`
    : `GET ${route}`;
}
