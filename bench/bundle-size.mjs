// Gzip bytes of the JavaScript a real browser fetches before it shows a page: the shell's first
// render (the landing page), and each remote's entry plus the chunks its first page needs, beside
// their budgets (the journey e2e/tests/first-render-weight.spec.ts holds them in `npm test`);
// the first render ends when a heading first appears in the page's main region.
// What a page loads after it shows (a chart once its data is in) is listed apart. Sizes are of
// what is served, gzipped at level 9.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { signUp } from './support/app-client.mjs';
import { withBenchBackend } from './support/bench-backend.mjs';
import { seedPersonWithContent } from './support/person-with-content.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.mjs';
import { TREE_BACKEND_MAIN } from './support/backend-build.mjs';

const REMOTES = [
  { folder: 'mf-goals', route: (goalId) => `/goals/${goalId}` },
  { folder: 'mf-habits', route: () => '/habits' },
  { folder: 'mf-reviews', route: () => '/reviews' },
  { folder: 'mf-vision', route: () => '/vision' },
  { folder: 'mf-admin', route: () => '/admin' },
];
const INVITE_CODE = 'BUNDLE-BENCH';

const SHELL_BUDGET_KIB = 150;
const REMOTE_BUDGET_KIB = 60;

/** Notes in the page when a heading first appears in its main region: its first render. */
function noteFirstRender() {
  const page = globalThis;
  const observer = new page.MutationObserver(() => {
    if (page.firstRenderAt || !page.document.querySelector('main :is(h1, h2, h3)')) return;
    page.firstRenderAt = page.performance.timeOrigin + page.performance.now();
    observer.disconnect();
  });
  observer.observe(page.document, { childList: true, subtree: true });
}

/**
 * Every JavaScript response while `url` loads and settles, with its gzip size and whether it
 * was asked for before the page's first render (the same rule as the journey's).
 */
async function scriptsLoadedBy(context, url) {
  const page = await context.newPage();
  await page.addInitScript(noteFirstRender);
  const requests = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(request);
  });
  await page.goto(url);
  await page.waitForFunction(() => 'firstRenderAt' in globalThis);
  await page.waitForLoadState('networkidle');
  const firstRenderAt = await page.evaluate(() => globalThis.firstRenderAt);
  const scripts = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response();
      if (!response?.ok()) return null;
      const body = await response.body();
      return {
        url: new URL(request.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        firstRender: request.timing().startTime <= firstRenderAt,
      };
    }),
  );
  await page.close();
  return scripts.filter(Boolean);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
const total = (list, key) => list.reduce((sum, s) => sum + s[key], 0);

/** Loads each page in Chromium from the app at `base`; prints its first render's JavaScript. */
async function measurePages(base) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const visitor = await browser.newContext();
    const shell = (await scriptsLoadedBy(visitor, `${base}/landing`)).filter(
      (s) => !s.url.startsWith('/remotes/'),
    );
    // The remote pages are for signed-in users (the first account is the admin, for /admin).
    const person = await signUp(base, { inviteCode: INVITE_CODE, name: 'Bundle Bench' });
    const { goalId } = await seedPersonWithContent(base, person.cookie);
    const signedIn = await browser.newContext();
    await signedIn.addCookies(person.cookies.map((cookie) => ({ ...cookie, url: base })));
    const empty = [];
    const report = (name, scripts, budget) => {
      const first = scripts.filter((s) => s.firstRender);
      const later = scripts.filter((s) => !s.firstRender);
      if (first.length === 0) empty.push(name);
      console.log(
        `${name.padEnd(18)}${kb(total(first, 'gzip'))} ${budget.padStart(12)} ${kb(total(first, 'raw'))}   ${String(first.length).padStart(5)}   ${later.length ? `${kb(total(later, 'gzip')).trim()} in ${later.length}` : '-'}`,
      );
    };
    console.log(
      'first render          gzip       budget        raw   files   loaded after it (gzip)',
    );
    report('shell (landing)', shell, `${SHELL_BUDGET_KIB} KiB`);
    for (const { folder, route } of REMOTES) {
      const loaded = (await scriptsLoadedBy(signedIn, `${base}${route(goalId)}`)).filter((s) =>
        s.url.startsWith(`/remotes/${folder}/`),
      );
      report(folder, loaded, `${REMOTE_BUDGET_KIB} KiB`);
    }
    // A bench that measured nothing is broken, not fast.
    if (empty.length > 0) throw new Error(`No JavaScript was loaded for: ${empty.join(', ')}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  // The web build of this tree, served by its own backend.
  const backend = { main: TREE_BACKEND_MAIN, inviteCode: INVITE_CODE, serveWeb: true };
  await withBenchBackend(backend, ({ appUrl }) => measurePages(appUrl));
}

await main();
