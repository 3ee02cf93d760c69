import { expect, type Locator, type Page } from '@playwright/test';

/** The Account Settings dialog (avatar menu → Profile Settings) and its Recently Deleted tab. */
export class AccountSettingsPage {
  readonly dialog: Locator;
  readonly recentlyDeletedTab: Locator;
  readonly recentlyDeleted: Locator;
  readonly deletedGoals: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('account-settings');
    this.recentlyDeletedTab = this.dialog.getByTestId('account-tab-deleted');
    this.recentlyDeleted = this.dialog.getByTestId('recently-deleted-panel');
    this.deletedGoals = this.recentlyDeleted.getByTestId('deleted-goal');
  }

  async openRecentlyDeleted(): Promise<void> {
    await this.page.getByTestId('account-menu').click();
    await this.page.getByTestId('menu-profile-settings').click();
    await expect(this.dialog).toBeVisible();
    await this.recentlyDeletedTab.click();
    await expect(this.recentlyDeleted).toBeVisible();
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
