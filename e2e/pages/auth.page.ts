import { expect, type Locator, type Page } from '@playwright/test';
import type { TestAccount } from '../support/accounts.js';

export type SignUpField = 'name' | 'email' | 'password' | 'confirmation' | 'invite';

/** The auth dialog (sign in, sign up, reset) and the account menu. */
export class AuthPage {
  readonly toastRegion: Locator;
  readonly accountMenu: Locator;
  readonly signInDialog: Locator;
  readonly signUpDialog: Locator;
  /** Why the dialog opened by itself, e.g. the session ended. */
  readonly dialogNotice: Locator;

  constructor(readonly page: Page) {
    this.toastRegion = page
      .getByRole('region', { name: /notifications/i })
      .or(page.locator('.gc-toaster'));
    this.accountMenu = page.getByTestId('account-menu');
    this.signInDialog = page.getByTestId('auth-dialog-sign-in');
    this.signUpDialog = page.getByTestId('auth-dialog-sign-up');
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
    await this.signUpField('name').fill(account.name);
    await this.signUpField('email').fill(account.email);
    await this.signUpField('password').fill(account.password);
    await this.signUpField('confirmation').fill(confirmation);
    await this.signUpField('invite').fill(inviteCode);
    await this.signUpSubmit.click();
  }

  get signUpSubmit(): Locator {
    return this.page.getByTestId('sign-up-submit');
  }

  signUpField(field: SignUpField): Locator {
    return this.page.getByTestId(`sign-up-${field}`);
  }

  /** The error shown under a sign-up field (inside that field's own block, after its input). */
  signUpError(field: SignUpField): Locator {
    return this.signUpField(field)
      .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " gc-field ")][1]')
      .locator('.gc-field__error');
  }

  /** The error sits under its field: visible, tied to the input, below it. */
  async expectSignUpError(field: SignUpField, text: string | RegExp): Promise<void> {
    const error = this.signUpError(field);
    await expect(error).toHaveText(text);
    await expect(error).toBeInViewport();
    await expect(this.signUpField(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(this.signUpField(field)).toHaveAccessibleDescription(
      typeof text === 'string' ? new RegExp(escapeRegExp(text)) : text,
    );
    const [input, under] = await Promise.all([
      this.signUpField(field).boundingBox(),
      error.boundingBox(),
    ]);
    expect(input && under && under.y >= input.y + input.height).toBe(true);
  }

  /** No toast is showing (errors of the form sit under its fields instead). */
  async expectNoToast(): Promise<void> {
    await expect(this.page.locator('.gc-toast')).toHaveCount(0);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
