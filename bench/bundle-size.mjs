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

const INVITE_CODE = 'BUNDLE-BENCH';

/** Every JavaScript response while `path` loads and settles, with its gzip size. */
async function scriptsLoadedBy(context, url) {
  const page = await context.newPage();
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
      INVITE_CODE,
    },
    readyUrl: `${base}/api/health/ready`,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const visitor = await browser.newContext();
    const shell = (await scriptsLoadedBy(visitor, `${base}/landing`)).filter(
      (s) => !s.url.startsWith('/remotes/'),
    );
    // The remote pages are for signed-in users (the first account is the admin, for /admin).
    const signedIn = await browser.newContext();
    const signUp = await signedIn.request.post(`${base}/api/auth/sign-up`, {
      headers: { origin: base },
      data: {
        name: 'Bench',
        email: 'bench@example.com',
        password: 'tr0mb0ne-sky',
        inviteCode: INVITE_CODE,
      },
    });
    if (!signUp.ok())
      throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
    const empty = [];
    if (shell.length === 0) empty.push('shell first render');
    console.log('bundle            gzip        raw   files');
    console.log(
      `shell first render${kb(total(shell, 'gzip'))} ${kb(total(shell, 'raw'))}   ${shell.length}`,
    );
    for (const { folder, route } of REMOTES) {
      const loaded = (await scriptsLoadedBy(signedIn, `${base}${route}`)).filter((s) =>
        s.url.startsWith(`/remotes/${folder}/`),
      );
      if (loaded.length === 0) empty.push(folder);
      console.log(
        `${folder.padEnd(18)}${kb(total(loaded, 'gzip'))} ${kb(total(loaded, 'raw'))}   ${loaded.length}`,
      );
    }
    // A bench that measured nothing is broken, not fast.
    if (empty.length > 0) throw new Error(`No JavaScript was loaded for: ${empty.join(', ')}`);
  } finally {
    await browser.close();
    await app.stop();
    await database.stop();
  }
}

await main();
