// The admin bench's figures: per route the median, p95 and p99 of one request at a time, the
// median as a multiple of the baseline's, and whether the aim was met (printed, not failed).
import { CALLS, CSV_CALLS, WARMUP_CALLS } from './admin-timing.mjs';

const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;

export function printAdminRoutes({ baselineRoute, baseline, routes, aimMs }) {
  console.log(
    `\nOne request at a time, ${CALLS} timed after ${WARMUP_CALLS} warm-up requests ` +
      `(p99 of ${CALLS} is the slowest); aim: median and p99 < ${aimMs} ms`,
  );
  console.log(`  ${'route'.padEnd(48)}   median       p95       p99   × baseline   KiB`);
  const row = (route, figures, verdict) =>
    `  ${route.padEnd(48)} ${ms(figures.median)} ${ms(figures.p95)} ${ms(figures.p99)}` +
    `   ${(figures.median / baseline.median).toFixed(1).padStart(8)}×` +
    `  ${(figures.bytes / 1024).toFixed(1).padStart(5)}  ${verdict}`;
  console.log(row(`${baselineRoute} (baseline)`, baseline, ''));
  const missed = [];
  for (const [route, figures] of Object.entries(routes)) {
    const met = figures.median < aimMs && figures.p99 < aimMs;
    if (!met) missed.push(route);
    console.log(row(route, figures, met ? 'PASS' : 'MISS'));
  }
  console.log(
    `\nAim (every JSON route's median and p99 < ${aimMs} ms): ` +
      (missed.length === 0 ? 'met' : `missed by ${missed.join(', ')}`),
  );
}

export function printDownload(route, download) {
  const { firstByte, total, bytes, rows } = download;
  console.log(
    `\n${route}: ${rows} calls, ${(bytes / 1024 / 1024).toFixed(1)} MiB; median of ${CSV_CALLS} ` +
      `after a warm-up: first byte ${firstByte.median.toFixed(1)} ms ` +
      `(slowest ${firstByte.p99.toFixed(1)} ms), all ${total.median.toFixed(0)} ms ` +
      `(${Math.round(rows / (total.median / 1000))} rows/s)`,
  );
}
