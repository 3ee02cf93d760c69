import { expect, type Page } from '@playwright/test';

/**
 * The phone's Back gesture (the browser's Back): one history entry back. Expects the address
 * unchanged, as when Back only closed a dialog.
 */
export async function backStaysOnPage(page: Page): Promise<void> {
  const address = page.url();
  await page.goBack();
  expect(page.url()).toBe(address);
}
