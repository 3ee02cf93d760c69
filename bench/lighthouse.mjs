// Lighthouse on the built app as `npm start` serves it (one origin, compressed files), with
// Debian's Chromium: each page's performance score on Lighthouse's default mobile settings
// (slow 4G, 4× slower CPU) and on desktop, beside the aim (mobile ≥ 90, desktop ≥ 95), with
// LCP, TBT and the JavaScript transferred. Signed-in pages are measured as a returning person
// opens them: the session cookies set, nothing cached. Each figure is the median of RUNS runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { signUp } from './support/app-client.mjs';
import { withBenchBackend } from './support/bench-backend.mjs';
import { seedPersonWithContent } from './support/person-with-content.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.mjs';
import { TREE_BACKEND_MAIN } from './support/backend-build.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_DETAIL=1 also prints each mobile run's LCP element and longest tasks. */
const DETAIL = process.env.BENCH_LIGHTHOUSE_DETAIL === '1';
const AIM = { mobile: 90, desktop: 95 };
const INVITE_CODE = 'LIGHTHOUSE-BENCH';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run: the figures this bench prints, or an error naming what went wrong. */
async function measure(url, port, formFactor) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (DETAIL && formFactor === 'mobile') printDetail(url, lhr);
  const audit = (id) => lhr.audits[id].numericValue;
  // A remote's page scripts are fetched ahead (a Fetch into the HTTP cache), then run as
  // scripts read from that cache: both kinds count, each by the bytes it really transferred.
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (request) => request.resourceType === 'Script' || new URL(request.url).pathname.endsWith('.js'),
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    js: scripts.reduce((sum, request) => sum + request.transferSize, 0),
    scripts: scripts.length,
  };
}

/** Lighthouse now and then loses a trace (NO_NAVSTART); such a run is run again, twice at most. */
async function measureWithRetry(url, port, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port, formFactor);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  (run again: ${error.message})`);
    }
  }
}

function printDetail(url, lhr) {
  const origin = new URL(url).origin;
  const element = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0];
  console.log(`  ${url.replace(origin, '')}: LCP element ${element?.node?.selector ?? '?'}`);
  for (const task of (lhr.audits['long-tasks'].details?.items ?? []).slice(0, 6)) {
    const where = String(task.url).replace(origin, '');
    console.log(
      `    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${where}`,
    );
  }
}

async function medianOf(url, port, formFactor) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await measureWithRetry(url, port, formFactor));
  }
  // A page that loaded no script measured an error page, not the app.
  if (runs.some((run) => run.scripts === 0)) throw new Error(`${url} loaded no JavaScript`);
  const of = (key) => median(runs.map((run) => run[key]));
  return { score: of('score'), lcp: of('lcp'), tbt: of('tbt'), js: of('js') };
}

/** Signs the browser in the way a person's browser is: the cookies the sign-up answer set. */
async function signInBrowser(port, base, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie(
      ...cookies.map(({ name, value }) => ({ name, value, url: base, sameSite: 'Lax' })),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const row = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('');

/** Runs Lighthouse on each page of the app at `base` and prints the figures. */
async function measurePages(base) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const account = await signUp(base, { inviteCode: INVITE_CODE, name: 'Lighthouse Bench' });
    const { goalId } = await seedPersonWithContent(base, account.cookie);
    // The landing page is for visitors, so it is measured before the browser signs in.
    const pages = [
      { name: '/landing', path: '/landing', signedIn: false },
      { name: 'Home', path: '/' },
      { name: '/habits', path: '/habits' },
      { name: '/goals/{id}', path: `/goals/${goalId}` },
      { name: '/reviews', path: '/reviews' },
    ];
    // The first run of a fresh browser pays for its own start; it is not a page's figure.
    await measureWithRetry(`${base}/landing`, chrome.port, 'mobile');

    const widths = [14, 10, 11, 11, 11, 12, 11];
    console.log(
      `Lighthouse ${RUNS} run(s) a page, median (aim: mobile ≥ ${AIM.mobile}, desktop ≥ ${AIM.desktop})`,
    );
    console.log(row(['page', 'mobile', 'LCP', 'TBT', 'JS', 'desktop', 'LCP'], widths));
    const below = [];
    let browserSignedIn = false;
    for (const { name, path: pagePath, signedIn = true } of pages) {
      if (signedIn && !browserSignedIn) {
        await signInBrowser(chrome.port, base, account.cookies);
        browserSignedIn = true;
      }
      const url = `${base}${pagePath}`;
      const mobile = await medianOf(url, chrome.port, 'mobile');
      const desktop = await medianOf(url, chrome.port, 'desktop');
      if (mobile.score < AIM.mobile) below.push(`${name} mobile ${mobile.score}`);
      if (desktop.score < AIM.desktop) below.push(`${name} desktop ${desktop.score}`);
      console.log(
        row(
          [
            name,
            `${mobile.score}/${AIM.mobile}`,
            `${(mobile.lcp / 1000).toFixed(1)} s`,
            `${Math.round(mobile.tbt)} ms`,
            `${Math.round(mobile.js / 1024)} KiB`,
            `${desktop.score}/${AIM.desktop}`,
            `${(desktop.lcp / 1000).toFixed(1)} s`,
          ],
          widths,
        ),
      );
    }
    console.log(below.length ? `below the aim: ${below.join(', ')}` : 'every page meets the aim');
  } finally {
    chrome.kill();
  }
}

async function main() {
  // The web build of this tree, served by its own backend.
  const backend = { main: TREE_BACKEND_MAIN, inviteCode: INVITE_CODE, serveWeb: true };
  await withBenchBackend(backend, ({ appUrl }) => measurePages(appUrl));
}

await main();
