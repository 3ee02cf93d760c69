import { expect, type Locator, type Page } from '@playwright/test';

/** The frame around signed-in pages: banner, header, navigation and the remote's outlet. */
export class AppShellPage {
  readonly betaBanner: Locator;
  readonly headerNav: Locator;
  readonly bottomNav: Locator;
  readonly remoteUnavailable: Locator;
  readonly retryButton: Locator;
  /** Shown for a signed-in page opened with no network, while the server cannot be asked. */
  readonly offlinePage: Locator;
  /** The frame's notice that the page shows what was last loaded, for want of a network. */
  readonly offlineNotice: Locator;
  /** How many changes wait on the device to be sent. */
  readonly syncStatus: Locator;
  /** Home's floating Check In button. */
  readonly checkInButton: Locator;
  /** The toasts on screen. */
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.betaBanner = page.getByTestId('beta-banner');
    this.headerNav = page.getByTestId('main-nav-header');
    this.bottomNav = page.getByTestId('main-nav-bottom');
    this.remoteUnavailable = page.getByTestId('remote-unavailable');
    this.retryButton = page.getByTestId('remote-retry');
    this.offlinePage = page.getByTestId('offline-page');
    this.offlineNotice = page.getByTestId('offline-notice');
    this.syncStatus = page.getByTestId('sync-status');
    this.checkInButton = page.getByTestId('check-in-fab');
    this.toasts = page.locator('.gc-toast');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** The frame is there: whichever navigation fits the viewport is visible. */
  async expectFrame(): Promise<void> {
    await expect(this.betaBanner).toBeVisible();
    await expect(this.headerNav.or(this.bottomNav).first()).toBeVisible();
  }

  remotePage(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async navigateTo(label: 'Goals' | 'Habits' | 'Reviews' | 'Vision'): Promise<void> {
    const nav = (await this.headerNav.isVisible()) ? this.headerNav : this.bottomNav;
    await nav.getByRole('link', { name: label }).click();
  }
}
