// `npm run bench`: every benchmark, one after the other (they need the production build).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = [
  'health-ready.bench.mjs',
  'habits-read.bench.mjs',
  'reviews-read.bench.mjs',
  'vision.bench.mjs',
  'account-export.bench.mjs',
  'admin.bench.mjs',
  'daily-loop.bench.mjs',
  'plan-generation.bench.mjs',
  'offline-plan-quality.mjs',
  'offline-plan-outside.mjs',
  'bundle-size.mjs',
  'lighthouse.mjs',
];
let failed = false;
for (const bench of benches) {
  console.log(`\n━━ ${bench} ━━`);
  const { status } = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url))], {
    stdio: 'inherit',
  });
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
