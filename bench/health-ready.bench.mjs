// GET /api/health/ready on the built backend, beside a bare node:http + pg server running the
// same query against the same database, in the same run. The ratio is the figure to watch.
import path from 'node:path';
import autocannon from 'autocannon';
import { benchDatabase } from './support/database.mjs';
import { freePort, repoRoot, startNode } from './support/processes.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main() {
  const database = await benchDatabase();
  const appPort = await freePort();
  const app = await startNode(path.join(repoRoot, 'backend/dist/main.js'), {
    env: {
      NODE_ENV: 'production',
      PORT: String(appPort),
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
    },
    readyUrl: `http://127.0.0.1:${appPort}/api/health/ready`,
  });
  const results = {};
  try {
    const barePort = await freePort();
    const bare = await startNode(path.join(repoRoot, 'bench/support/bare-ready-server.mjs'), {
      env: { PORT: String(barePort), DATABASE_URL: database.url },
      readyUrl: `http://127.0.0.1:${barePort}/api/health/ready`,
    });
    try {
      // Warm both up, then measure the baseline first and the app second.
      await measure(`http://127.0.0.1:${barePort}/api/health/ready`);
      results.baseline = await measure(`http://127.0.0.1:${barePort}/api/health/ready`);
      await measure(`http://127.0.0.1:${appPort}/api/health/ready`);
      results.app = await measure(`http://127.0.0.1:${appPort}/api/health/ready`);
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
    await database.stop();
  }

  const row = (name, r) =>
    `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`GET /api/health/ready, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(row('baseline node:http + pg', results.baseline));
  console.log(row('GoalCoach backend', results.app));
  const ratio = results.app.requests.average / results.baseline.requests.average;
  console.log(`ratio (backend / baseline): ${ratio.toFixed(2)} of the baseline's throughput`);
}

await main();
