// Load on the vision file route: like measureRoute (load.mjs), but the answer is a file, not
// JSON, and each one must carry the whole stored file.
import { DURATION_S, WARMUP_S, checkRun, measure } from './load.mjs';

/** Reads the file at `url` as the user; throws unless it is the stored WebP, byte for byte long. */
export async function fetchFile(url, cookie, storedBytes) {
  const response = await fetch(url, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type');
  if (!response.ok || type !== 'image/webp' || body.length !== storedBytes) {
    throw new Error(
      `GET ${url} answered ${response.status}, ${type}, ${body.length} bytes, ` +
        `not the stored ${storedBytes}-byte WebP`,
    );
  }
  return body.length;
}

async function warmThenMeasure(url, cookie, storedBytes) {
  await measure(url, cookie, WARMUP_S);
  // The warm-up's last requests are still being answered: one more waits for them to drain.
  await fetchFile(url, cookie, storedBytes);
  return measure(url, cookie, DURATION_S);
}

/** A run whose answers together hold less than the file each time measured no file route. */
function checkBytes(name, result, storedBytes) {
  const least = result.requests.total * storedBytes;
  if (result.throughput.total === 0 || result.throughput.total < least) {
    throw new Error(
      `the bench measured no figure: ${name}: ${result.throughput.total} bytes for ` +
        `${result.requests.total} answers of ${storedBytes} bytes`,
    );
  }
}

/** The file route on both servers: each warmed up, the baseline measured first, the app second. */
export async function measureFileRoute(route, { bareUrl, appUrl, cookie, storedBytes }) {
  const baseline = await warmThenMeasure(`${bareUrl}${route}`, cookie, storedBytes);
  const app = await warmThenMeasure(`${appUrl}${route}`, cookie, storedBytes);
  for (const [name, result] of [
    [`${route} baseline`, baseline],
    [`${route} backend`, app],
  ]) {
    checkRun(name, result);
    checkBytes(name, result, storedBytes);
  }
  return { baseline, app };
}
