import type { CreateGoalRequest } from '@goalcoach/contracts';
import type { Locator } from '@playwright/test';
import { addDays, todayInAccountZone } from '../support/account-calendar.js';
import { INVITE_CODE, uniqueAccount } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan, currentWeekId } from '../support/goals-api.js';
import { seedCheckIns } from '../support/reviews-api.js';
import { AuthPage } from '../pages/auth.page.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { HomeTabsPage } from '../pages/home-tabs.page.js';
import { ReviewsPage } from '../pages/reviews.page.js';
import { PHONE } from '../support/phone.js';

test.use(PHONE);

const ANSWERS: CreateGoalRequest = {
  goal: 'Learn to bake sourdough bread',
  why: 'I want to bake for my family every weekend',
  vision: 'A warm loaf with a crisp crust on the table every Saturday',
  resources: 'An oven, a scale and a starter from a friend',
  obstacles: 'Busy weekday evenings',
  workingStyle: 'Small steps on weekday evenings, a bake on Saturday',
  change: 'I will have a slow, calm hobby',
};

/** A finger-sized target: at least 44 × 44 CSS pixels. */
async function expectFingerSized(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe('Forms on a phone', () => {
  test('sign-up errors sit under their fields, checked as the person types, never in a toast', async ({
    page,
  }) => {
    const auth = new AuthPage(page);
    const account = uniqueAccount('phone-sign-up');
    await page.goto('/');
    await auth.openSignUp();
    await expect(auth.signUpDialog).toBeVisible();

    // The whole rule is said before anything is typed.
    await expect(auth.signUpField('password')).toHaveAccessibleDescription(
      /At least 6 characters, and not a common password like secret123/,
    );

    // A common password is refused as soon as the field is left, before the form is filled.
    await auth.signUpField('name').fill(account.name);
    await auth.signUpField('email').fill(account.email);
    await auth.signUpField('password').fill('secret123');
    await auth.signUpField('confirmation').tap();
    await auth.expectSignUpError(
      'password',
      'This password is too common. Choose one that is harder to guess.',
    );

    // A mismatch shows once the confirmation is typed out; fixing it clears it at once.
    await auth.signUpField('password').fill(account.password);
    await expect(auth.signUpError('password')).toBeHidden();
    await auth.signUpField('confirmation').fill(`${account.password}x`);
    await auth.expectSignUpError('confirmation', 'Passwords do not match');
    await auth.signUpField('confirmation').fill(account.password);
    await expect(auth.signUpError('confirmation')).toBeHidden();

    // The server's answer about the invite lands under the invite field; Create Account stays
    // in sight and no toast covers the form.
    await auth.signUpField('invite').fill('NOT-THE-CODE');
    await auth.signUpSubmit.tap();
    await auth.expectSignUpError('invite', 'Invalid invite code');
    await expect(page.getByText('Invalid invite code')).toHaveCount(1);
    await expect(auth.signUpSubmit).toBeVisible();
    await auth.expectNoToast();

    // A password only the server's longer list knows is refused under the password field.
    await auth.signUpField('invite').fill(INVITE_CODE);
    await expect(auth.signUpError('invite')).toBeHidden();
    await auth.signUpField('password').fill('mobilemail');
    await auth.signUpField('confirmation').fill('mobilemail');
    await auth.signUpSubmit.tap();
    await auth.expectSignUpError('password', /too common/);
    await auth.expectNoToast();

    await auth.signUpField('password').fill(account.password);
    await auth.signUpField('confirmation').fill(account.password);
    await auth.signUpSubmit.tap();
    await auth.expectToast('Account created!');
    await expect(page.getByTestId('page-goals-home')).toBeVisible();
  });

  test('the check-in asks for confidence, Save says what it waits for, and the review shows the given value', async ({
    signedInPage: page,
    account,
  }) => {
    const today = todayInAccountZone();
    const yesterday = addDays(today, -1);
    // Saved before the check-in asked: its 8 was derived from Yes, nobody gave it.
    await seedCheckIns(account.email, [
      { date: yesterday, completedDailyAction: true, confidenceLevel: 8, confidenceGiven: false },
    ]);
    const reviews = new ReviewsPage(page);
    const { checkIn, weekly } = reviews;
    await checkIn.openFromHome();

    await expect(checkIn.save).toBeDisabled();
    await expect(checkIn.missing).toHaveText('Pick Yes or No. Pick your confidence.');
    await expect(checkIn.save).toHaveAccessibleDescription('Pick Yes or No. Pick your confidence.');
    await expect(checkIn.confidenceGroup).toContainText(
      'How confident are you that you will reach your goal?',
    );
    for (const level of [1, 5, 6, 10]) await expectFingerSized(checkIn.confidence(level));

    await checkIn.doneNo.tap();
    await expect(checkIn.missing).toHaveText('Pick your confidence.');
    await expect(checkIn.save).toBeDisabled();
    await checkIn.confidence(6).tap();
    await expect(checkIn.confidence(6)).toBeChecked();
    await expect(checkIn.missing).toBeHidden();
    await expect(checkIn.save).toBeEnabled();
    await checkIn.save.tap();
    await expect(reviews.toast('Check-in Complete!')).toBeVisible();
    await expect(checkIn.root).toBeHidden();

    await reviews.open();
    await expect(weekly.checkInConfidence(weekly.checkInCard(today))).toHaveText('Confidence 6/10');
    // Only the confidence given counts: yesterday's derived 8 is neither shown nor averaged.
    await expect(weekly.checkInCard(yesterday)).toBeVisible();
    await expect(weekly.checkInConfidence(weekly.checkInCard(yesterday))).toHaveCount(0);
    await expect(weekly.stat('avg-confidence')).toHaveText('6/10');
  });

  test("disabled buttons say why, and quick add picks this week's checkpoint by itself", async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const weekId = await currentWeekId(page, goal.id);

    const home = new HomeTabsPage(page);
    await home.open('tasks');
    await home.addTaskButton.tap();
    await expect(home.addTaskSubmit).toBeDisabled();
    await expect(home.addTaskMissing).toHaveText('Describe the task to add it.');
    await expect(home.addTaskSubmit).toHaveAccessibleDescription('Describe the task to add it.');
    await home.addTaskDescription.fill('Feed the starter');
    await expect(home.addTaskMissing).toBeHidden();
    await expect(home.addTaskSubmit).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(home.addTaskDialog).toBeHidden();

    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);
    const text = detail.quickAdd.getByTestId('quick-add-text');
    await text.tap();
    await text.fill('Shape a test loaf');
    await expect(detail.quickAdd.getByTestId('quick-add-checkpoint')).toHaveValue(weekId);
    await expect(detail.quickAdd.getByTestId('quick-add-submit')).toBeEnabled();
    await expect(detail.quickAddMissingWeek).toBeHidden();
    await detail.quickAdd.getByTestId('quick-add-submit').tap();
    await expect(detail.toast('Task added')).toBeVisible();
    await expect(text).toHaveValue('');
  });
});
