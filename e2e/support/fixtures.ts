import { test as base, type Page } from '@playwright/test';
import { ADMIN, signIn, signUp, uniqueAccount, type TestAccount } from './accounts.js';

type Fixtures = {
  /** A fresh account, signed in in this page's browser context. */
  account: TestAccount;
  signedInPage: Page;
  /** The admin account created by global setup, signed in. */
  adminPage: Page;
};

export const test = base.extend<Fixtures>({
  // Playwright reads the fixtures a fixture needs from this first parameter's pattern.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use(uniqueAccount());
  },
  signedInPage: async ({ page, account }, use) => {
    await signUp(page.request, account);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page.request, ADMIN);
    await use(page);
  },
});

export { expect } from '@playwright/test';
