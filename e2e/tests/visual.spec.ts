import { expect, test, type BrowserContextOptions } from '@playwright/test';
import { ACCOUNT_TIME_ZONE, todayInAccountZone } from '../support/account-calendar.js';
import { ADMIN, signIn } from '../support/accounts.js';
import { baseURL } from '../support/environment.js';
import { seedVisualMember } from '../support/visual-account.js';
import {
  readRecordingFacts,
  recordInto,
  replayRecording,
  saveRecording,
  writeRecordingFacts,
  type RecordingName,
} from '../support/visual-recording.js';
import { ScreenSettler, scrollDialogOn } from '../support/visual-settle.js';
import { TOURS } from '../support/visual-tours.js';

/*
 * Every page and main dialog, at a phone's and a desktop's size, in the light and the dark
 * theme, compared pixel by pixel with the pictures in visual.spec.ts-snapshots/. The API is
 * answered from e2e/fixtures/visual/ and the browser's clock stands at the instant of that
 * recording, so the pictures are the same every run and every day; the app itself (shell and
 * remotes) is the build being served.
 *
 * Re-record (after an API change; alone, so no other journey's accounts show on the admin
 * dashboard), then update the pictures:
 *   VISUAL_RECORD=1 npx playwright test --config e2e/playwright.config.ts --project=journeys tests/visual.spec.ts
 *   npx playwright test --config e2e/playwright.config.ts --project=journeys tests/visual.spec.ts --update-snapshots
 */

const RECORDING = process.env.VISUAL_RECORD === '1';

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} satisfies Record<string, BrowserContextOptions>;

const THEMES = ['light', 'dark'] as const;

/** No service worker: it would answer requests that the recording's routes never see. */
const CONTEXT: BrowserContextOptions = {
  baseURL,
  timezoneId: ACCOUNT_TIME_ZONE,
  locale: 'en-US',
  serviceWorkers: 'block',
};

/** A long dialog is pictured part by part, down to its end (at most this many parts). */
const MAX_DIALOG_PARTS = 4;

/** Threshold 0.01: a colour a shade off differs; the ±1 noise of blurred edges does not. */
const PICTURE = { threshold: 0.01 } as const;

if (RECORDING) {
  test('records the API answers of every tour', async ({ browser }, testInfo) => {
    test.setTimeout(600_000);
    const day = todayInAccountZone();
    const seeding = await browser.newContext(CONTEXT);
    const goalId = await seedVisualMember(await seeding.newPage());
    const memberState = await seeding.storageState();
    await seeding.close();
    const admin = await browser.newContext(CONTEXT);
    await signIn(admin.request, ADMIN);
    const adminState = await admin.storageState();
    await admin.close();

    const recordedAt = new Date();
    const facts = { recordedAt: recordedAt.toISOString(), goalId };
    const states = { 'signed-out': undefined, member: memberState, admin: adminState };
    const files: Record<RecordingName, string[]> = { 'signed-out': [], member: [], admin: [] };
    for (const [tourName, tour] of Object.entries(TOURS)) {
      for (const [sizeName, size] of Object.entries(SIZES)) {
        const context = await browser.newContext({
          ...CONTEXT,
          ...size,
          storageState: states[tour.recording],
        });
        const page = await context.newPage();
        const settler = new ScreenSettler(page);
        await page.clock.setFixedTime(recordedAt);
        const file = testInfo.outputPath(`${tourName}-${sizeName}.har`);
        await recordInto(page, file);
        await tour.visit(page, (_name, what = 'page') => settler.settle(what), facts);
        await context.close();
        files[tour.recording].push(file);
      }
    }
    expect(todayInAccountZone(), 'recorded across midnight: record again').toBe(day);
    for (const [name, recorded] of Object.entries(files)) {
      saveRecording(name as RecordingName, recorded);
    }
    writeRecordingFacts(facts);
  });
} else {
  test.describe.configure({ mode: 'parallel' });
  const facts = readRecordingFacts();

  for (const [sizeName, size] of Object.entries(SIZES)) {
    for (const theme of THEMES) {
      test.describe(`${sizeName}, ${theme} theme`, () => {
        test.use({ ...CONTEXT, ...size, colorScheme: theme });

        for (const [tourName, tour] of Object.entries(TOURS)) {
          test(tourName, async ({ page }, testInfo) => {
            await page.clock.setFixedTime(new Date(facts.recordedAt));
            await page.addInitScript((chosen) => localStorage.setItem('ui-theme', chosen), theme);
            await replayRecording(page, tour.recording, testInfo);
            const unanswered: string[] = [];
            page.on('requestfailed', (request) => {
              if (new URL(request.url()).pathname.startsWith('/api/')) {
                unanswered.push(`${request.method()} ${request.url()}`);
              }
            });

            const settler = new ScreenSettler(page);
            const picture = (name: string, fullPage: boolean) =>
              expect.soft(page).toHaveScreenshot(`${name}-${sizeName}-${theme}.png`, {
                ...PICTURE,
                fullPage,
              });

            await tour.visit(
              page,
              async (name, what = 'page') => {
                await settler.settle(what);
                if (what === 'page') return picture(name, true);
                // A dialog is pictured as seen: the screen, then its own scrolled parts.
                await picture(name, false);
                let part = 1;
                while (part < MAX_DIALOG_PARTS && (await scrollDialogOn(page))) {
                  part += 1;
                  await settler.settle(what);
                  await picture(`${name}-${part}`, false);
                }
              },
              facts,
            );
            expect(unanswered, 'not in the recording: record again (VISUAL_RECORD=1)').toEqual([]);
          });
        }
      });
    }
  }
}
