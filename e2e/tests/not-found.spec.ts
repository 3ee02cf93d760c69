import { expect, test } from '../support/fixtures.js';
import { LandingPage } from '../pages/landing.page.js';
import { NotFoundPage } from '../pages/not-found.page.js';

test.describe('404 page', () => {
  test('an unknown path shows the 404 page with its texts', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await page.goto('/no-such-place');
    await expect(notFound.root).toBeVisible();
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: "Looks Like You're Off the Path" }),
    ).toBeVisible();
    await expect(notFound.root.locator('blockquote')).not.toBeEmpty();
  });

  test('"Back to Your Goals" leads home', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await page.goto('/no-such-place');
    await notFound.backToGoals.click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out, home is the landing page.
    await expect(new LandingPage(page).root).toBeVisible();
  });

  test('signed in, "Back to Your Goals" leads to the goals home', async ({
    signedInPage: page,
  }) => {
    await page.goto('/no-such-place');
    await new NotFoundPage(page).backToGoals.click();
    await expect(page.getByTestId('page-goals-home')).toBeVisible();
  });

  test('"Check Your Habits" leads to the habits page', async ({ signedInPage: page }) => {
    const notFound = new NotFoundPage(page);
    await page.goto('/no-such-place');
    await notFound.checkHabits.click();
    await expect(page).toHaveURL(/\/habits$/);
    await expect(page.getByTestId('page-habits')).toBeVisible();
  });
});

test('an unknown path below a remote shows the 404 page inside the frame', async ({
  signedInPage: page,
}) => {
  await page.goto('/habits/no-such-habit-page');
  await expect(new NotFoundPage(page).root).toBeVisible();
  await expect(page.getByTestId('beta-banner')).toBeVisible();
  await new NotFoundPage(page).checkHabits.click();
  await expect(page.getByTestId('page-habits')).toBeVisible();
});

// `/goals/deleted` once asked the API for the deleted-goals list and crashed the Goals page.
test('a goal path that is not an id shows Goal Not Found inside the frame', async ({
  signedInPage: page,
}) => {
  for (const segment of ['deleted', 'not-a-goal']) {
    await page.goto(`/goals/${segment}`);
    await expect(page.getByRole('heading', { name: 'Goal Not Found' })).toBeVisible();
    await expect(page.getByTestId('beta-banner')).toBeVisible();
  }
});
