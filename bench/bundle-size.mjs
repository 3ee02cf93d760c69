// Gzip bytes of the JavaScript a real browser loads: the shell's first render (the landing
// page), and each remote's entry plus the chunks its page needs. Sizes are of what is served.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { benchDatabase } from './support/database.mjs';
import { freePort, repoRoot, startNode } from './support/processes.mjs';

const REMOTES = [
  { folder: 'mf-goals', route: '/goals/bench' },
  { folder: 'mf-habits', route: '/habits' },
  { folder: 'mf-reviews', route: '/reviews' },
  { folder: 'mf-vision', route: '/vision' },
  { folder: 'mf-admin', route: '/admin' },
];
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every JavaScript response while `path` loads and settles, with its gzip size. */
async function scriptsLoadedBy(browser, url) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return scripts;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
const total = (list, key) => list.reduce((sum, s) => sum + s[key], 0);

async function main() {
  const database = await benchDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await startNode(path.join(repoRoot, 'backend/dist/main.js'), {
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      GUEST_PREVIEW: 'true',
    },
    readyUrl: `${base}/api/health/ready`,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const shell = (await scriptsLoadedBy(browser, `${base}/landing`)).filter(
      (s) => !s.url.startsWith('/remotes/'),
    );
    console.log('bundle            gzip        raw   files');
    console.log(
      `shell first render${kb(total(shell, 'gzip'))} ${kb(total(shell, 'raw'))}   ${shell.length}`,
    );
    for (const { folder, route } of REMOTES) {
      const loaded = (await scriptsLoadedBy(browser, `${base}${route}`)).filter((s) =>
        s.url.startsWith(`/remotes/${folder}/`),
      );
      console.log(
        `${folder.padEnd(18)}${kb(total(loaded, 'gzip'))} ${kb(total(loaded, 'raw'))}   ${loaded.length}`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
    await database.stop();
  }
}

await main();
