import { INVITE_CODE, signUp, uniqueAccount } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mail-catcher.js';
import { readFile } from 'node:fs/promises';
import { AccountSettingsPage } from '../pages/account-settings.page.js';
import { AuthPage } from '../pages/auth.page.js';

test.describe('accounts', () => {
  test('sign up with the invite code, sign out, sign in again', async ({ page }) => {
    const auth = new AuthPage(page);
    const account = uniqueAccount('journey');
    await page.goto('/');
    await auth.openSignUp();
    await auth.signUp(account, INVITE_CODE.toLowerCase());
    await auth.expectToast('Account created!');
    await expect(page.getByTestId('page-goals-home')).toBeVisible();

    await auth.logout();
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await expect(auth.accountMenu).toBeHidden();

    await auth.openSignIn();
    await auth.signIn(account.email, account.password);
    await auth.expectToast('Welcome back!');
    await expect(page.getByTestId('page-goals-home')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('page-goals-home')).toBeVisible();
  });

  test('a wrong invite code or mismatched passwords stop sign-up with messages under their fields', async ({
    page,
  }) => {
    const auth = new AuthPage(page);
    const account = uniqueAccount('refused');
    await page.goto('/');
    await auth.openSignUp();
    await auth.signUp(account, INVITE_CODE, `${account.password}-typo`);
    await auth.expectSignUpError('confirmation', 'Passwords do not match');
    await auth.signUp(account, 'NOT-THE-CODE');
    await auth.expectSignUpError('invite', 'Invalid invite code');
    await expect(auth.signUpError('confirmation')).toBeHidden();
    await expect(page.getByTestId('landing-page')).toBeVisible();
  });

  test('a wrong password says "Invalid email or password"', async ({ page, account }) => {
    await signUp(page.context().request, account);
    await page.context().clearCookies();
    const auth = new AuthPage(page);
    await page.goto('/');
    await auth.openSignIn();
    await auth.signIn(account.email, 'not-my-password');
    await auth.expectToast('Invalid email or password');
    await expect(auth.accountMenu).toBeHidden();
  });

  test('forgot password: the mailed link sets a new password once', async ({ page, account }) => {
    await signUp(page.context().request, account);
    await page.context().clearCookies();
    const auth = new AuthPage(page);
    await page.goto('/');
    await auth.openSignIn();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByTestId('reset-email').fill(account.email);
    await page.getByTestId('reset-submit').click();
    await auth.expectToast('Reset email sent');

    const mail = await waitForMail(account.email);
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
    expect(link).toContain('/reset-password?token=');
    const newPassword = 'fresh-meadow-77';
    await page.goto(link);
    await page.getByTestId('reset-new-password').fill(newPassword);
    await page.getByTestId('reset-confirmation').fill(newPassword);
    await page.getByTestId('reset-password-submit').click();
    await expect(page.getByTestId('auth-dialog-sign-in')).toBeVisible();
    await auth.signIn(account.email, newPassword);
    await auth.expectToast('Welcome back!');

    // The link is single use.
    await auth.logout();
    await page.goto(link);
    await page.getByTestId('reset-new-password').fill('another-one-88');
    await page.getByTestId('reset-confirmation').fill('another-one-88');
    await page.getByTestId('reset-password-submit').click();
    await auth.expectToast('Reset failed');
  });

  test('profile edit and password change from Account Settings', async ({
    signedInPage: page,
    account,
  }) => {
    const auth = new AuthPage(page);
    await page.goto('/habits');
    await auth.openSettings();
    await page.getByTestId('profile-name').fill('Grace Hopper');
    await page.getByTestId('profile-save').click();
    await auth.expectToast('Your profile information has been updated successfully.');
    await expect(auth.accountMenu).toHaveText('GH');

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByTestId('password-current').fill(account.password);
    await page.getByTestId('password-new').fill('short');
    await page.getByTestId('password-confirmation').fill('short');
    await page.getByTestId('password-save').click();
    await auth.expectToast('New password must be at least 6 characters long.');

    const newPassword = 'silver-canyon-31';
    await page.getByTestId('password-new').fill(newPassword);
    await page.getByTestId('password-confirmation').fill(newPassword);
    await page.getByTestId('password-save').click();
    await auth.expectToast('Your password has been updated successfully.');
    await page.keyboard.press('Escape');

    await auth.logout();
    await auth.openSignIn();
    await auth.signIn(account.email, newPassword);
    await auth.expectToast('Welcome back!');
  });

  test('download everything as one ZIP, then delete the account and be signed out', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/');
    const settings = new AccountSettingsPage(page);
    await settings.openYourData();

    const download = page.waitForEvent('download');
    await settings.downloadMyData.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^GoalCoach data \d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The profile travels in account.json, stored deflated: its e-mail is not in plain sight,
    // but the file's name is, in the ZIP's directory.
    expect(bytes.includes('account.json')).toBe(true);

    await settings.deleteAccount(account.password, 'not-my@address.test');
    await expect(settings.dialog.getByText(`Type ${account.email} to confirm`)).toBeVisible();
    await settings.deleteAccount(account.password, account.email.toUpperCase());
    await expect(settings.toast('Your account is deleted')).toBeVisible();
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await expect(settings.dialog).toBeHidden();

    const auth = new AuthPage(page);
    await auth.openSignIn();
    await auth.signIn(account.email, account.password);
    await auth.expectToast('Invalid email or password');
  });
});
