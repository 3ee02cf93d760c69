import { expect, test } from '../support/fixtures.js';
import { AppShellPage } from '../pages/app-shell.page.js';

const OTHERS = [
  { path: '/goals/first-goal', testId: 'page-goal-detail' },
  { path: '/habits', testId: 'page-habits' },
  { path: '/reviews', testId: 'page-reviews' },
] as const;

test.describe('a remote that cannot load', () => {
  test('shows the fallback panel in the frame while the other four keep working', async ({
    signedInPage: page,
  }) => {
    await page.route('**/remotes/mf-vision/**', (route) => route.abort('connectionrefused'));
    const shell = new AppShellPage(page);

    await shell.open('/vision');
    await expect(shell.remoteUnavailable).toBeVisible();
    await expect(shell.remoteUnavailable).toContainText('Vision is unavailable right now');
    await shell.expectFrame();

    for (const { path, testId } of OTHERS) {
      await shell.open(path);
      await expect(shell.remotePage(testId)).toBeVisible();
    }
  });

  test('Retry loads the remote once it is reachable again', async ({ signedInPage: page }) => {
    await page.route('**/remotes/mf-vision/**', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    const shell = new AppShellPage(page);
    await shell.open('/vision');
    await expect(shell.remoteUnavailable).toBeVisible();

    // Navigation still works from the failed page.
    await shell.navigateTo('Habits');
    await expect(shell.remotePage('page-habits')).toBeVisible();
    await shell.navigateTo('Vision');
    await expect(shell.remoteUnavailable).toBeVisible();

    await page.unroute('**/remotes/mf-vision/**');
    await shell.retryButton.click();
    await expect(shell.remotePage('page-vision')).toBeVisible();
    await expect(shell.remoteUnavailable).toBeHidden();
  });

  test('a remote whose page code is missing shows the panel, not a blank page', async ({
    signedInPage: page,
  }) => {
    // The entry loads but the page chunk behind it does not (a half-finished deploy).
    await page.route(/\/remotes\/mf-habits\/(?!remoteEntry\.js).*\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    const shell = new AppShellPage(page);
    await shell.open('/habits');
    await expect(shell.remoteUnavailable).toBeVisible();
    await shell.navigateTo('Reviews');
    await expect(shell.remotePage('page-reviews')).toBeVisible();
  });
});
