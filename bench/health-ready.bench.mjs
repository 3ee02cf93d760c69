// GET /api/health/ready on the built backend, beside a bare node:http + pg server running the
// same query against the same database, in the same run. The ratio is the figure to watch; the
// bench fails when a run measured nothing (no requests, errors, or answers other than 2xx).
import autocannon from 'autocannon';
import { withBenchBackend } from './support/bench-backend.mjs';
import { checkRun } from './support/load.mjs';
import { withBareServer } from './support/processes.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUTE = '/api/health/ready';

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main() {
  const results = await withBenchBackend({}, ({ database, appUrl }) => {
    const bareServer = {
      script: 'bench/support/bare-ready-server.mjs',
      databaseUrl: database.url,
      readyPath: ROUTE,
    };
    return withBareServer(bareServer, async (bareUrl) => {
      // Warm both up, then measure the baseline first and the app second.
      await measure(`${bareUrl}${ROUTE}`);
      const baseline = await measure(`${bareUrl}${ROUTE}`);
      await measure(`${appUrl}${ROUTE}`);
      const app = await measure(`${appUrl}${ROUTE}`);
      checkRun(`${ROUTE} baseline`, baseline);
      checkRun(`${ROUTE} backend`, app);
      return { baseline, app };
    });
  });

  const row = (name, r) =>
    `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`GET ${ROUTE}, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(row('baseline node:http + pg', results.baseline));
  console.log(row('GoalCoach backend', results.app));
  const ratio = results.app.requests.average / results.baseline.requests.average;
  console.log(`ratio (backend / baseline): ${ratio.toFixed(2)} of the baseline's throughput`);
}

await main();
