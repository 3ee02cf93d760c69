import { expect, test } from '../support/fixtures.js';
import { AppShellPage } from '../pages/app-shell.page.js';
import { AppWorker } from '../pages/app-worker.component.js';
import { HabitsPage } from '../pages/habits.page.js';
import { LandingPage } from '../pages/landing.page.js';

test.describe('offline', () => {
  test('the landing page opens with no network after one visit', async ({ page, context }) => {
    const landing = new LandingPage(page);
    await page.goto('/landing');
    await expect(landing.root).toBeVisible();
    await new AppWorker(page).expectControlling();

    await context.setOffline(true);
    await page.reload();
    await expect(landing.heading).toBeVisible();
  });

  test('a signed-in page opens with no network after one visit, and comes back online', async ({
    signedInPage: page,
    context,
  }) => {
    const habits = new HabitsPage(page);
    const shell = new AppShellPage(page);
    const worker = new AppWorker(page);
    await habits.open();
    await worker.expectControlling();
    await worker.expectCached('/remotes/mf-habits/remoteEntry.js');

    await context.setOffline(true);
    await page.reload();
    // The app, not the browser's offline error: the frame when the session is known offline,
    // else a clear offline state (never the landing page's sign in).
    await expect(shell.offlinePage.or(shell.betaBanner)).toBeVisible();
    await expect(new LandingPage(page).root).toBeHidden();

    await context.setOffline(false);
    await expect(habits.root).toBeVisible();
  });
});
