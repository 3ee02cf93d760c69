// Load on one route with autocannon: the settings every read bench shares (BENCH_DURATION_S,
// BENCH_WARMUP_S, BENCH_CONNECTIONS), a warmed-up measure, and the check that a run measured
// something.
import autocannon from 'autocannon';
import { getJson } from './app-client.mjs';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export function measure(url, cookie, duration) {
  return new Promise((resolve, reject) => {
    // A timeout fails the bench, so it is long: at 50 connections a read of years of entries
    // queues for seconds on a small machine, and that is a figure, not a failure.
    const options = { url, connections: CONNECTIONS, duration, timeout: 60, headers: { cookie } };
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function warmThenMeasure(url, cookie) {
  await measure(url, cookie, WARMUP_S);
  // The warm-up's last requests are still being answered: one more waits for them to drain.
  await getJson(url, cookie);
  return measure(url, cookie, DURATION_S);
}

/** A run that measured nothing, or measured failures, is no figure. */
export function checkRun(name, result) {
  const problems = [];
  if (result.requests.total === 0) problems.push('0 requests');
  if (result.errors > 0) problems.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx answers`);
  if (problems.length > 0)
    throw new Error(`the bench measured no figure: ${name}: ${problems.join(', ')}`);
}

/** One route on both servers: each warmed up, the baseline measured first and the app second. */
export async function measureRoute(route, { bareUrl, appUrl, cookie }) {
  const baseline = await warmThenMeasure(`${bareUrl}${route}`, cookie);
  const app = await warmThenMeasure(`${appUrl}${route}`, cookie);
  checkRun(`${route} baseline`, baseline);
  checkRun(`${route} backend`, app);
  return { baseline, app };
}

/** measureRoute of each of `routes` in turn; resolves to the results by route. */
export async function measureRoutes(routes, servers) {
  const results = {};
  for (const route of routes) results[route] = await measureRoute(route, servers);
  return results;
}
