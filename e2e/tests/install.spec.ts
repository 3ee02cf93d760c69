import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test';
import { AppWorker } from '../pages/app-worker.component.js';
import {
  download,
  InstallableApp,
  pngSize,
  type WebAppManifest,
} from '../pages/installable-app.page.js';
import { LandingPage } from '../pages/landing.page.js';
import { ThemeControl } from '../pages/theme.component.js';
import { baseURL, chromiumArgs, chromiumPath } from '../support/environment.js';

const DARK = '#0b1020';
const LIGHT = '#f4f6fb';

/**
 * Runs `journey` in a browser profile on disk: Chromium never offers to install from an
 * incognito profile, which every ordinary Playwright context is.
 */
async function inPersistentProfile(journey: (page: Page) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(path.join(tmpdir(), 'goalcoach-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
  });
  try {
    await journey(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function expectManifestAndIcons(request: APIRequestContext): Promise<void> {
  const served = await download(request, '/manifest.webmanifest');
  expect(served.status).toBe(200);
  expect(served.type).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(served.body.toString()) as WebAppManifest;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'GoalCoach',
    short_name: 'GoalCoach',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: DARK,
    background_color: DARK,
  });
  expect(manifest.description).toBeTruthy();

  const icons = manifest.icons ?? [];
  const kinds = icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort();
  expect(kinds).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  for (const { src, sizes } of [
    ...icons,
    { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
  ]) {
    const file = await download(request, src);
    const [width, height] = sizes.split('x').map(Number);
    expect({ src, status: file.status, type: file.type, size: pngSize(file.body) }).toEqual({
      src,
      status: 200,
      type: 'image/png',
      size: { width, height },
    });
  }
}

test.describe('installing the app', () => {
  test('Chromium offers Install: a valid manifest, icons that load, a worker in control', async ({
    request,
  }) => {
    // The worker's install downloads the whole shell in a fresh profile.
    test.slow();
    await expectManifestAndIcons(request);

    await inPersistentProfile(async (page) => {
      const app = new InstallableApp(page);
      await page.goto('/');
      await expect(new LandingPage(page).root).toBeVisible();
      expect(await app.manifestHref()).toBe('/manifest.webmanifest');
      expect(await app.appleTouchIconHref()).toBe('/icons/apple-touch-icon.png');
      expect((await app.manifestAsParsed()).errors).toEqual([]);
      await expect.poll(() => app.installabilityErrors()).toEqual([]);

      await page.reload();
      await new AppWorker(page).expectControlling();
    });
  });

  test("the browser's bar takes the colour of the theme the app shows", async ({ page }) => {
    const app = new InstallableApp(page);
    const theme = new ThemeControl(page);
    // Dark is the app's default even when the system asks for light.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect.poll(() => app.themeColors()).toEqual([DARK, DARK]);

    await theme.choose('light');
    await expect.poll(() => app.themeColors()).toEqual([LIGHT, LIGHT]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect.poll(() => app.themeColors()).toEqual([LIGHT, LIGHT]);
  });
});
