import type { CreateGoalRequest } from '@goalcoach/contracts';
import { expect, test } from '../support/fixtures.js';
import { createHabit } from '../support/habits-api.js';
import { AuthPage } from '../pages/auth.page.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { GoalWizardPage } from '../pages/goal-wizard.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';
import { HabitsPage } from '../pages/habits.page.js';
import { LandingPage } from '../pages/landing.page.js';
import { backStaysOnPage } from '../pages/system-back.component.js';
import { PHONE } from '../support/phone.js';

test.use(PHONE);

const ANSWERS: CreateGoalRequest = {
  goal: 'Run my first half marathon',
  why: 'I want to prove to myself that I can finish what I start',
  vision: 'I cross the finish line smiling while my family cheers',
  resources: 'A park next door and a friend who runs every weekend',
  obstacles: 'Long weeks at work and cold, dark mornings',
  workingStyle: 'Thirty minutes every morning and a long run on Sundays',
  change: 'I will feel healthier and trust myself to keep promises',
};
const ANSWER_LIST = Object.values(ANSWERS);

test.describe('Dialogs on a phone', () => {
  test('Back closes the sign-up dialog and the landing page stays', async ({ page }) => {
    const landing = new LandingPage(page);
    const auth = new AuthPage(page);
    await page.goto('/landing');
    await expect(landing.root).toBeVisible();

    await page.getByTestId('landing-sign-up').tap();
    await expect(auth.signUpDialog).toBeVisible();
    await page.getByTestId('sign-up-name').fill('Ada');
    await backStaysOnPage(page);
    await expect(auth.signUpDialog).toBeHidden();
    await expect(landing.root).toBeVisible();
    await expect(page).toHaveURL(/\/landing$/);

    // Closed by its X, it leaves no entry behind: the next Back leaves the page.
    await page.getByTestId('landing-sign-up').tap();
    await expect(auth.signUpDialog).toBeVisible();
    // A name first: leaving the empty field would show its error and move the X under the finger.
    await page.getByTestId('sign-up-name').fill('Ada');
    await auth.signUpDialog.getByLabel('Close', { exact: true }).tap();
    await expect(auth.signUpDialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });

  test('Back closes the habit history and the Habits page stays', async ({
    signedInPage: page,
  }) => {
    await createHabit(page, { habitName: 'Stretch' });
    const habits = new HabitsPage(page);
    await habits.open();

    await habits.card('Stretch').getByTestId('habit-history').tap();
    await expect(habits.history.root).toBeVisible();
    await backStaysOnPage(page);
    await expect(habits.history.root).toBeHidden();
    await expect(habits.root).toBeVisible();
    await expect(page).toHaveURL(/\/habits$/);

    // Again after closing: each opening has its own entry.
    await habits.card('Stretch').getByTestId('habit-history').tap();
    await expect(habits.history.root).toBeVisible();
    await backStaysOnPage(page);
    await expect(habits.history.root).toBeHidden();
    await expect(habits.root).toBeVisible();
  });

  test('the wizard closes on Back and keeps the answers through Back, close and a reload, until the goal is created; the plan-ready state leads to the plan', async ({
    signedInPage: page,
  }) => {
    const home = new GoalsHomePage(page);
    const wizard = new GoalWizardPage(page);
    await home.open();

    await home.createFirstGoalButton.tap();
    await expect(wizard.root).toBeVisible();
    await expect(wizard.draftNotice).toBeHidden();
    await wizard.answerFrom(1, ANSWER_LIST.slice(0, 2));

    // Back closes it; Home stays.
    await backStaysOnPage(page);
    await expect(wizard.root).toBeHidden();
    await expect(home.root).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Reopened: the answers are there, and it says so.
    await home.createFirstGoalButton.tap();
    await expect(wizard.draftNotice).toHaveText(/Your answers from last time are back/);
    await expect(wizard.step).toHaveText('Question 2 of 7');
    await expect(wizard.answer).toHaveValue(ANSWERS.why);

    // Closed with its X, then the page reloaded: still there.
    await wizard.closeButton.tap();
    await expect(wizard.root).toBeHidden();
    await page.reload();
    await expect(home.root).toBeVisible();
    await home.createFirstGoalButton.tap();
    await expect(wizard.draftNotice).toBeVisible();
    await expect(wizard.step).toHaveText('Question 2 of 7');
    await expect(wizard.answer).toHaveValue(ANSWERS.why);
    await wizard.previous();
    await expect(wizard.answer).toHaveValue(ANSWERS.goal);
    await wizard.next();

    // Back still closes it after the reload.
    await backStaysOnPage(page);
    await expect(wizard.root).toBeHidden();
    await expect(home.root).toBeVisible();

    // The rest of the answers, and the goal is created.
    await home.createFirstGoalButton.tap();
    await expect(wizard.answer).toHaveValue(ANSWERS.why);
    await wizard.next();
    await wizard.answerFrom(3, ANSWER_LIST.slice(2));
    await wizard.next();

    // The plan-ready state stays until the person acts, with no toast over it.
    await expect(wizard.planReady).toBeVisible({ timeout: 20_000 });
    await expect(wizard.created).toContainText('Goal Created!');
    await expect(wizard.created).toContainText("Your 90-day plan is ready. Let's make it happen!");
    await expect(wizard.storedDrafts()).resolves.toEqual([]);
    await wizard.expectStillOpenAfter(3000);
    await expect(page.getByText('Goal Created!')).toHaveCount(1);
    await expect(wizard.viewPlanButton).toBeInViewport();

    // "View my plan" opens the goal page.
    await wizard.viewPlanButton.tap();
    await expect(page).toHaveURL(/\/goals\/[0-9a-f-]{36}$/);
    const detail = new GoalDetailPage(page);
    await expect(detail.title).toContainText(ANSWERS.goal);
    await expect(wizard.root).toBeHidden();

    // Back from the plan goes Home (the wizard's entry gave way to the goal page), where the
    // wizard starts empty: the draft went with the created goal.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.root).toBeVisible();
    await home.newGoalButton.tap();
    await expect(wizard.root).toBeVisible();
    await expect(wizard.draftNotice).toBeHidden();
    await expect(wizard.step).toHaveText('Question 1 of 7');
    await expect(wizard.answer).toHaveValue('');
  });
});
