// Timing the admin routes as the dashboard calls them: one request at a time (an admin's page
// asks each route once), after a warm-up, so each figure is one request's own time.
export const CALLS = Number(process.env.BENCH_ADMIN_CALLS ?? 50);
export const WARMUP_CALLS = Number(process.env.BENCH_ADMIN_WARMUP ?? 5);
export const CSV_CALLS = Number(process.env.BENCH_ADMIN_CSV_CALLS ?? 3);

/** Nearest rank: with 50 calls the p99 is the slowest one. */
function percentile(sorted, share) {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

async function timedGet(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`GET ${url} answered ${response.status}: ${Buffer.from(body).toString()}`);
  }
  return { ms, bytes: body.byteLength };
}

/** `CALLS` sequential GETs after `WARMUP_CALLS`; any answer but 200 fails the bench. */
export async function timeRoute(url, cookie) {
  for (let n = 0; n < WARMUP_CALLS; n += 1) await timedGet(url, cookie);
  const times = [];
  let bytes = 0;
  for (let n = 0; n < CALLS; n += 1) {
    const read = await timedGet(url, cookie);
    times.push(read.ms);
    bytes = read.bytes;
  }
  return { ...summary(times), bytes };
}

/** One download: the time to its first body byte, to its end, its size and its lines. */
async function download(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) {
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  }
  let firstByte;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - started;
    bytes += chunk.length;
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
  }
  return { firstByte, total: performance.now() - started, bytes, lines };
}

/** `CSV_CALLS` downloads after one warm-up; each must hold `rows` calls and the header. */
export async function timeDownload(url, cookie, rows) {
  await download(url, cookie);
  const firstBytes = [];
  const totals = [];
  let last;
  for (let n = 0; n < CSV_CALLS; n += 1) {
    last = await download(url, cookie);
    if (last.lines !== rows + 1) {
      throw new Error(`GET ${url} sent ${last.lines - 1} rows, not the ${rows} calls seeded`);
    }
    firstBytes.push(last.firstByte);
    totals.push(last.total);
  }
  return { firstByte: summary(firstBytes), total: summary(totals), bytes: last.bytes, rows };
}
