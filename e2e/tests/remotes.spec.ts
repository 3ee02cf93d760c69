import { expect, test } from '../support/fixtures.js';
import { AppShellPage } from '../pages/app-shell.page.js';

const REMOTE_ROUTES = [
  { path: '/goals/first-goal', testId: 'page-goal-detail' },
  { path: '/habits', testId: 'page-habits' },
  { path: '/reviews', testId: 'page-reviews' },
  { path: '/vision', testId: 'page-vision' },
] as const;

test.describe('remotes inside the shell', () => {
  for (const { path, testId } of REMOTE_ROUTES) {
    test(`${path} renders its remote inside the frame`, async ({ signedInPage: page }) => {
      const shell = new AppShellPage(page);
      await shell.open(path);
      await expect(shell.remotePage(testId)).toBeVisible();
      await shell.expectFrame();
    });
  }

  test('/admin renders the admin remote for an admin', async ({ adminPage: page }) => {
    const shell = new AppShellPage(page);
    await shell.open('/admin');
    await expect(shell.remotePage('page-admin')).toBeVisible();
    await shell.expectFrame();
  });

  test('a signed-in start asks once for the session and the remotes, and fetches only its remote', async ({
    adminPage: page,
  }) => {
    const asked: string[] = [];
    const warmed: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      asked.push(pathname);
      if (request.resourceType() === 'fetch') warmed.push(pathname);
    });
    const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
    const shell = new AppShellPage(page);
    await shell.open('/habits');
    expect((await navigation).headers()['link']).toContain('</api/federation/manifest>');
    await expect(shell.remotePage('page-habits')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The remotes' addresses are preloaded with the page (the browser was signed in before),
    // and the shell's own request takes that answer.
    expect(asked.filter((path) => path === '/api/federation/manifest')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/auth/user')).toHaveLength(1);
    // The page's data, started with its code, is the page's own queries' answer too.
    expect(asked.filter((path) => path === '/api/habits')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/habit-entries')).toHaveLength(1);
    const entries = asked.filter((path) => path.endsWith('/remoteEntry.js'));
    expect(entries).toContain('/remotes/mf-habits/remoteEntry.js');
    // No other page's remote is fetched to compare shared versions (the shell provides them).
    for (const other of ['mf-goals', 'mf-vision', 'mf-admin']) {
      expect(entries).not.toContain(`/remotes/${other}/remoteEntry.js`);
    }
    // The page's own chunk was asked for beside the entry (a fetch, before the entry ran).
    expect(
      warmed.some((path) => /^\/remotes\/mf-habits\/__federation_expose_routes\./.test(path)),
    ).toBe(true);
  });

  test("a page's first data starts with its code: the habits' days are not asked for after the habits", async ({
    signedInPage: page,
  }) => {
    let releaseHabits = () => {};
    const habitsHeld = new Promise<void>((resolve) => (releaseHabits = resolve));
    await page.route('**/api/habits', async (route) => {
      await habitsHeld;
      await route.continue();
    });
    const entriesAsked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/habit-entries',
    );
    const shell = new AppShellPage(page);
    await shell.open('/habits');
    // Asked for while the habits' answer is still held back.
    await entriesAsked;
    releaseHabits();
    await expect(shell.remotePage('page-habits')).toBeVisible();
  });

  test('paths match case-insensitively', async ({ signedInPage: page }) => {
    const shell = new AppShellPage(page);
    await shell.open('/HaBiTs');
    await expect(shell.remotePage('page-habits')).toBeVisible();
  });

  test('/goal/{id} redirects to the goal page', async ({ signedInPage: page }) => {
    await page.goto('/goal/abc');
    await expect(page).toHaveURL(/\/goals\/abc$/);
    await expect(page.getByTestId('page-goal-detail')).toBeVisible();
  });

  test('the navigation moves between remotes without reloading the page', async ({
    signedInPage: page,
  }) => {
    const shell = new AppShellPage(page);
    await shell.open('/habits');
    await expect(shell.remotePage('page-habits')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await shell.navigateTo('Reviews');
    await expect(shell.remotePage('page-reviews')).toBeVisible();
    await shell.navigateTo('Vision');
    await expect(shell.remotePage('page-vision')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('on a phone the bottom navigation is shown', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new AppShellPage(page);
    await shell.open('/habits');
    await expect(shell.bottomNav).toBeVisible();
    await expect(shell.headerNav).toBeHidden();
    await shell.bottomNav.getByRole('link', { name: 'Vision' }).click();
    await expect(shell.remotePage('page-vision')).toBeVisible();
  });
});
