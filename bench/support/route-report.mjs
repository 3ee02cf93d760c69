// The figures of a read bench: per route, the bare baseline and the backend (req/s, p99), their
// ratio, then whether the aims were met. A missed aim is printed, not failed.
import { CONNECTIONS, DURATION_S } from './load.mjs';

const row = (name, r) =>
  `  ${name.padEnd(26)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms   ${r.requests.total} requests`;

/**
 * `results[route]` holds `{ baseline, app }` autocannon results; `aims.ratio` is the least share
 * of the baseline's throughput, `aims.p99Ms` (optional) the backend's p99 to stay under.
 */
export function printRouteResults(routes, results, aims) {
  const missed = [];
  for (const route of routes) {
    const { baseline, app: backend } = results[route];
    const ratio = backend.requests.average / baseline.requests.average;
    console.log(`\nGET ${route}, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(row('baseline node:http + pg', baseline));
    console.log(row('GoalCoach backend', backend));
    console.log(`  ratio (backend / baseline): ${ratio.toFixed(2)} of the baseline's throughput`);
    if (ratio < aims.ratio) missed.push(`${route}: ratio ${ratio.toFixed(2)} < ${aims.ratio}`);
    if (aims.p99Ms !== undefined && backend.latency.p99 >= aims.p99Ms) {
      missed.push(`${route}: p99 ${backend.latency.p99} ms >= ${aims.p99Ms} ms`);
    }
  }
  const p99Aim = aims.p99Ms === undefined ? '' : `, p99 < ${aims.p99Ms} ms`;
  console.log(
    `\nAims (backend >= ${aims.ratio * 100}% of the baseline's throughput${p99Aim}): ` +
      (missed.length === 0 ? 'met' : `missed: ${missed.join('; ')}`),
  );
}
