import { expect, type Locator, type Page } from '@playwright/test';
import type { TestAccount } from '../support/accounts.js';

/** The auth dialog (sign in, sign up, reset) and the account menu. */
export class AuthPage {
  readonly toastRegion: Locator;
  readonly accountMenu: Locator;
  readonly signInDialog: Locator;
  /** Why the dialog opened by itself, e.g. the session ended. */
  readonly dialogNotice: Locator;

  constructor(readonly page: Page) {
    this.toastRegion = page
      .getByRole('region', { name: /notifications/i })
      .or(page.locator('.gc-toaster'));
    this.accountMenu = page.getByTestId('account-menu');
    this.signInDialog = page.getByTestId('auth-dialog-sign-in');
    this.dialogNotice = page.getByTestId('auth-dialog-notice');
  }

  async openSignUp(): Promise<void> {
    await this.page.getByTestId('landing-sign-up').click();
  }

  async openSignIn(): Promise<void> {
    await this.page.getByTestId('landing-sign-in').click();
  }

  async signUp(
    account: TestAccount,
    inviteCode: string,
    confirmation = account.password,
  ): Promise<void> {
    await this.page.getByTestId('sign-up-name').fill(account.name);
    await this.page.getByTestId('sign-up-email').fill(account.email);
    await this.page.getByTestId('sign-up-password').fill(account.password);
    await this.page.getByTestId('sign-up-confirmation').fill(confirmation);
    await this.page.getByTestId('sign-up-invite').fill(inviteCode);
    await this.page.getByTestId('sign-up-submit').click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByTestId('sign-in-email').fill(email);
    await this.page.getByTestId('sign-in-password').fill(password);
    await this.page.getByTestId('sign-in-submit').click();
  }

  async expectToast(text: string | RegExp): Promise<void> {
    await expect(this.page.getByText(text).first()).toBeVisible();
  }

  async openMenu(): Promise<void> {
    await this.accountMenu.click();
  }

  async logout(): Promise<void> {
    await this.openMenu();
    await this.page.getByTestId('menu-logout').click();
  }

  async openSettings(): Promise<void> {
    await this.openMenu();
    await this.page.getByTestId('menu-profile-settings').click();
    await expect(this.page.getByTestId('account-settings')).toBeVisible();
  }
}
