import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing.page.js';

test.describe('landing page', () => {
  for (const path of ['/', '/landing', '/LANDING']) {
    test(`signed-out visitors see the landing page at ${path}`, async ({ page }) => {
      const landing = new LandingPage(page);
      await page.goto(path);
      await expect(landing.root).toBeVisible();
      await expect(landing.heading).toContainText('plan');
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    });
  }

  test('the beta banner links to the configured feedback form', async ({ page }) => {
    const landing = new LandingPage(page);
    await page.goto('/');
    await expect(landing.feedbackLink).toHaveText('Share Feedback');
    await expect(landing.feedbackLink).toHaveAttribute(
      'href',
      'https://feedback.example.test/form',
    );
    await expect(landing.feedbackLink).toHaveAttribute('target', '_blank');
  });

  test('shows "Loading..." on every path until the session is known', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/habits');
    await expect(page.getByTestId('loading-screen')).toHaveText('Loading...');
    release();
    await expect(page.getByTestId('loading-screen')).toBeHidden();
  });

  test('a start asks for the configuration and the session once each', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    const landing = new LandingPage(page);
    await page.goto('/landing');
    await expect(landing.root).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The configuration is preloaded by the page itself: its fetch must reuse that answer.
    expect(asked.filter((path) => path === '/api/config')).toHaveLength(1);
    // Asked before the first render; the page's gate takes that answer rather than asking again.
    expect(asked.filter((path) => path === '/api/auth/user')).toHaveLength(1);
  });
});
