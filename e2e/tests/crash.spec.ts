import { expect, test } from '@playwright/test';
import { CrashFallbackPage } from '../pages/crash-fallback.page.js';
import { NotFoundPage } from '../pages/not-found.page.js';

test.describe('crash fallback', () => {
  test('a render crash shows the crash fallback with details and Refresh Page', async ({
    page,
  }) => {
    // The 404 page's own code fails to load, so rendering it throws.
    await page.route('**/not-found-page.*.js', (route) => route.abort('failed'));
    const crash = new CrashFallbackPage(page);
    await page.goto('/no-such-place');

    await expect(crash.root).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText('The application encountered an error. Please try refreshing the page.'),
    ).toBeVisible();
    await expect(crash.details).toBeHidden();
    await crash.detailsToggle.click();
    await expect(crash.details).toBeVisible();
    await expect(crash.details).not.toHaveText('');

    await page.unroute('**/not-found-page.*.js');
    await crash.refreshButton.click();
    await expect(new NotFoundPage(page).root).toBeVisible();
  });
});
