// The admin bench's figures: per route the app's median, p95 and p99 of one request at a time,
// the bare baseline's median, the ratio (bare median ÷ app median: the share of the baseline's
// speed the app keeps, as the read benches print backend ÷ baseline throughput), and whether the
// aim was met (printed, not failed).
import { CALLS, CSV_CALLS, WARMUP_CALLS } from './admin-timing.mjs';

const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
const WIDTH = 46;

export function printAdminRoutes({ floorRoute, floor, routes, aimMs }) {
  console.log(
    `\nOne request at a time, ${CALLS} timed after ${WARMUP_CALLS} warm-up requests ` +
      `(p99 of ${CALLS} is the slowest); baseline: node:http + pg running the same statement; ` +
      `aim: the app's median and p99 < ${aimMs} ms`,
  );
  console.log(
    `  ${'route'.padEnd(WIDTH)}  app median       p95       p99   bare median  bare/app   KiB`,
  );
  const row = (route, app, bare) =>
    `  ${route.padEnd(WIDTH)}   ${ms(app.median)} ${ms(app.p95)} ${ms(app.p99)}` +
    (bare
      ? `    ${ms(bare.median)}  ${(bare.median / app.median).toFixed(2).padStart(8)}`
      : `    ${'—'.padStart(9)}  ${''.padStart(8)}`) +
    `  ${(app.bytes / 1024).toFixed(1).padStart(5)}`;
  console.log(`${row(`${floorRoute} (the framework's floor)`, floor)}`);
  const missed = [];
  for (const [route, { app, bare }] of Object.entries(routes)) {
    const met = app.median < aimMs && app.p99 < aimMs;
    if (!met) missed.push(route);
    console.log(`${row(route, app, bare)}  ${met ? 'PASS' : 'MISS'}`);
  }
  console.log(
    `\nAim (every JSON route's median and p99 < ${aimMs} ms): ` +
      (missed.length === 0 ? 'met' : `missed by ${missed.join(', ')}`),
  );
}

/** `download` holds timeDownload() results of the app and of the bare server. */
export function printDownload(route, { app, bare }) {
  const line = (name, { firstByte, total, bytes, rows }) =>
    `  ${name.padEnd(26)} first byte ${ms(firstByte.median)} (slowest ${ms(firstByte.p99)}), ` +
    `all ${total.median.toFixed(0).padStart(5)} ms (${Math.round(rows / (total.median / 1000))} ` +
    `rows/s), ${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  console.log(
    `\n${route}: ${app.rows} calls; median of ${CSV_CALLS} after a warm-up ` +
      '(the baseline writes the rows unquoted)',
  );
  console.log(line('baseline node:http + pg', bare));
  console.log(line('GoalCoach backend', app));
  console.log(
    `  ratio (bare ÷ app, all): ${(bare.total.median / app.total.median).toFixed(2)} ` +
      `of the baseline's speed`,
  );
}
