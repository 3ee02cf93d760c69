import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Account Settings dialog (avatar menu → Profile Settings): its Recently Deleted tab, and
 * Your Data (download everything, delete the account).
 */
export class AccountSettingsPage {
  readonly dialog: Locator;
  readonly recentlyDeletedTab: Locator;
  readonly recentlyDeleted: Locator;
  readonly deletedGoals: Locator;
  readonly yourDataTab: Locator;
  readonly downloadMyData: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('account-settings');
    this.recentlyDeletedTab = this.dialog.getByTestId('account-tab-deleted');
    this.recentlyDeleted = this.dialog.getByTestId('recently-deleted-panel');
    this.deletedGoals = this.recentlyDeleted.getByTestId('deleted-goal');
    this.yourDataTab = this.dialog.getByTestId('account-tab-data');
    this.downloadMyData = this.dialog.getByTestId('account-export');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('account-menu').click();
    await this.page.getByTestId('menu-profile-settings').click();
    await expect(this.dialog).toBeVisible();
  }

  async openRecentlyDeleted(): Promise<void> {
    await this.open();
    await this.recentlyDeletedTab.click();
    await expect(this.recentlyDeleted).toBeVisible();
  }

  async openYourData(): Promise<void> {
    await this.open();
    await this.yourDataTab.click();
    await expect(this.downloadMyData).toBeVisible();
  }

  /** Danger zone: opens its form if not open yet, and confirms with the password and e-mail. */
  async deleteAccount(password: string, email: string): Promise<void> {
    const start = this.dialog.getByTestId('account-delete-start');
    if (await start.isVisible()) await start.click();
    await this.dialog.getByTestId('account-delete-password').fill(password);
    await this.dialog.getByTestId('account-delete-email').fill(email);
    await this.dialog.getByTestId('account-delete-confirm').click();
  }

  deletedGoal(name: string): Locator {
    return this.deletedGoals.filter({ hasText: name });
  }

  restoreButton(name: string): Locator {
    return this.deletedGoal(name).getByTestId('deleted-goal-restore');
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }

  /** The toast on screen with `text` in it. */
  toast(text: string): Locator {
    return this.page.locator('.gc-toast').filter({ hasText: text });
  }
}
