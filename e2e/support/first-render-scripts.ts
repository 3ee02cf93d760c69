import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

export type LoadedScript = { path: string; gzipBytes: number };

/**
 * Notes in the page when a heading first appears in its main region (its first render), as
 * the same clock Playwright times requests with: the time a request started then tells the
 * first render's files from those the page asks for afterwards (a chart once its data is in).
 */
function noteFirstRender() {
  const note = () => {
    const marked = window as unknown as { firstRenderAt?: number };
    if (marked.firstRenderAt || !document.querySelector('main :is(h1, h2, h3)')) return;
    marked.firstRenderAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(note);
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The JavaScript `path` fetched before its first render. Sizes are of the bytes served,
 * gzipped at level 9, so they do not depend on the server's compression.
 */
export async function scriptsOfFirstRender(page: Page, path: string): Promise<LoadedScript[]> {
  const requests: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') requests.push(request);
  };
  await page.addInitScript(noteFirstRender);
  // From a blank page: what the previous page still asks for (code it fetches when idle) must
  // not count as this one's.
  await page.goto('about:blank');
  page.on('request', onRequest);
  try {
    await page.goto(path);
    await page.waitForFunction(() => 'firstRenderAt' in window);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  const firstRenderAt = await page.evaluate(
    () => (window as unknown as { firstRenderAt: number }).firstRenderAt,
  );
  const scripts = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response();
      if (!response?.ok() || request.timing().startTime > firstRenderAt) return null;
      const body = await response.body();
      return {
        path: new URL(request.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      };
    }),
  );
  return scripts.filter((script): script is LoadedScript => script !== null);
}

export const kib = (scripts: LoadedScript[]): number =>
  Math.round((scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024) * 10) / 10;
