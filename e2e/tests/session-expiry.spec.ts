import { request as playwrightRequest, type Page } from '@playwright/test';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { baseURL } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { AuthPage } from '../pages/auth.page.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';

const ANSWERS: CreateGoalRequest = {
  goal: 'Learn to play the cello',
  why: 'Music has always been the thing I keep meaning to make room for',
  vision: 'I play a Bach suite for my friends on a quiet Sunday afternoon',
  resources: 'A rented cello and a teacher two streets away',
  obstacles: 'Evenings that fill up with work and a habit of giving up early',
  workingStyle: 'Twenty minutes of practice every evening and a lesson on Saturdays',
  change: 'I will trust myself to learn something hard as an adult',
};

/** Ends the page's session on the server the way another tab or device would: sign-out. */
async function revokeSessionElsewhere(page: Page): Promise<void> {
  const elsewhere = await playwrightRequest.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  try {
    const signedOut = await elsewhere.post('/api/auth/sign-out', { headers: { Origin: baseURL } });
    expect(signedOut.ok()).toBe(true);
  } finally {
    await elsewhere.dispose();
  }
  // The page still sends its cookie; the server no longer knows it.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
}

test.describe('session expiry', () => {
  test('a session revoked elsewhere signs the page out; signing in again continues there', async ({
    signedInPage: page,
    account,
  }) => {
    const auth = new AuthPage(page);
    const home = new GoalsHomePage(page);
    const detail = new GoalDetailPage(page);
    const goal = await createGoalWithPlan(page, ANSWERS);
    await home.open();
    const card = home.card(goal.goalName);
    await expect(card).toBeVisible();
    await expect(auth.accountMenu).toBeVisible();

    await revokeSessionElsewhere(page);

    // The next action asks the API for the user's data and learns the session is gone.
    await card.click();
    await expect(auth.signInDialog).toBeVisible();
    await expect(auth.dialogNotice).toHaveText('Your session has ended. Please sign in again.');
    await expect(auth.accountMenu).toBeHidden();
    await expect(detail.root).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/goals/${goal.id}$`));

    await auth.signIn(account.email, account.password);
    await auth.expectToast('Welcome back!');
    await expect(auth.signInDialog).toBeHidden();
    await expect(detail.title).toContainText(ANSWERS.goal);
    await expect(page).toHaveURL(new RegExp(`/goals/${goal.id}$`));
    await expect(auth.accountMenu).toBeVisible();
  });
});
