import { expect, test } from '@playwright/test';
import { ThemeControl } from '../pages/theme.component.js';

test.describe('theme', () => {
  test('is dark by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const theme = new ThemeControl(page);
    await expect.poll(() => theme.applied()).toBe('dark');
  });

  test('a chosen theme applies at once and persists across a reload', async ({ page }) => {
    const theme = new ThemeControl(page);
    await page.goto('/');
    await theme.choose('light');
    await expect.poll(() => theme.applied()).toBe('light');
    expect(await theme.stored()).toBe('light');

    await page.reload();
    await expect.poll(() => theme.applied()).toBe('light');

    await theme.choose('dark');
    await page.reload();
    await expect.poll(() => theme.applied()).toBe('dark');
  });

  test('system follows the operating system live', async ({ page }) => {
    const theme = new ThemeControl(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await theme.choose('system');
    await expect.poll(() => theme.applied()).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme.applied()).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme.applied()).toBe('dark');
    expect(await theme.stored()).toBe('system');
  });
});
