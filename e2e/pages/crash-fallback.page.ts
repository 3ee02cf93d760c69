import { type Locator, type Page } from '@playwright/test';

export class CrashFallbackPage {
  readonly root: Locator;
  readonly details: Locator;
  readonly detailsToggle: Locator;
  readonly refreshButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('crash-fallback');
    this.details = page.getByTestId('crash-details');
    this.detailsToggle = page.getByText('Error details');
    this.refreshButton = page.getByRole('button', { name: 'Refresh Page' });
  }
}
