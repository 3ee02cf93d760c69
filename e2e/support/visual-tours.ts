import { expect, type Locator, type Page } from '@playwright/test';
import { AccountSettingsPage } from '../pages/account-settings.page.js';
import { AdminPage } from '../pages/admin.page.js';
import { AppShellPage } from '../pages/app-shell.page.js';
import { AuthPage } from '../pages/auth.page.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { GoalWizardPage } from '../pages/goal-wizard.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';
import { HabitsPage } from '../pages/habits.page.js';
import { HomeTabsPage } from '../pages/home-tabs.page.js';
import { LandingPage } from '../pages/landing.page.js';
import { NotFoundPage } from '../pages/not-found.page.js';
import { ReviewsPage } from '../pages/reviews.page.js';
import { VisionPage } from '../pages/vision.page.js';
import type { RecordingFacts, RecordingName } from './visual-recording.js';

/** Pictures the screen as it is now, named `name`; a dialog keeps its focus, a page loses it. */
type Shot = (name: string, what?: 'page' | 'dialog') => Promise<void>;

/** A walk through some pages and dialogs, all answered from one recording. */
type Tour = {
  recording: RecordingName;
  visit: (page: Page, shot: Shot, facts: RecordingFacts) => Promise<void>;
};

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const signedOut: Tour = {
  recording: 'signed-out',
  visit: async (page, shot) => {
    const auth = new AuthPage(page);
    await page.goto('/');
    await expect(new LandingPage(page).root).toBeVisible();
    await shot('landing');
    await auth.openSignIn();
    await expect(auth.signInDialog).toBeVisible();
    await shot('sign-in', 'dialog');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = page.getByTestId('auth-dialog-reset');
    await expect(reset).toBeVisible();
    await shot('forgot-password', 'dialog');
    await closeDialog(page, reset);
    await auth.openSignUp();
    await expect(auth.signUpDialog).toBeVisible();
    await shot('sign-up', 'dialog');
    await page.goto('/reset-password?token=visual-journey');
    await expect(page.getByTestId('reset-password-page')).toBeVisible();
    await shot('reset-password');
  },
};

const goals: Tour = {
  recording: 'member',
  visit: async (page, shot, { goalId }) => {
    const home = new GoalsHomePage(page);
    const tabs = new HomeTabsPage(page);
    await home.open();
    await expect(home.goalCards).toHaveCount(2);
    await shot('home-goals');
    await home.newGoalButton.click();
    const wizard = new GoalWizardPage(page);
    await wizard.expectQuestion(1);
    await shot('goal-wizard', 'dialog');
    await closeDialog(page, wizard.root);
    await tabs.openTab('Milestones');
    await expect(tabs.milestones.first()).toBeVisible();
    await shot('home-milestones');
    await tabs.openTab('Tasks');
    await expect(tabs.todayTasks.first()).toBeVisible();
    await shot('home-tasks');

    await tabs.openTab('Goals');
    await home.goalCards.and(page.locator(`[data-goal-id="${goalId}"]`)).click();
    const detail = new GoalDetailPage(page);
    await expect(detail.title).toBeVisible();
    await detail.showCheckpointsOf(detail.milestones.first());
    await shot('goal-milestones');
    await detail.openTab('Weekly Checkpoints');
    await expect(detail.checkpoints.first()).toBeVisible();
    await shot('goal-checkpoints');
    await detail.openTab("Today's Focus");
    await expect(detail.todaysFocus).toBeVisible();
    await shot('goal-todays-focus');

    await page.goto('/no-such-page');
    await expect(new NotFoundPage(page).root).toBeVisible();
    await shot('not-found');
  },
};

const habitsAndReviews: Tour = {
  recording: 'member',
  visit: async (page, shot) => {
    const habits = new HabitsPage(page);
    await habits.open();
    await expect(habits.cards).toHaveCount(4);
    await shot('habits');
    await habits.cards.first().getByTestId('habit-history').click();
    await expect(habits.history.stat('best')).toBeVisible();
    await shot('habit-history', 'dialog');
    await habits.history.close();

    const reviews = new ReviewsPage(page);
    await new AppShellPage(page).navigateTo('Reviews');
    await expect(page.getByTestId('check-in-history')).toBeVisible();
    await shot('reviews-weekly');
    await reviews.monthlyTab.click();
    await expect(page.getByTestId('monthly-review-list')).toBeVisible();
    await shot('reviews-monthly');
    await reviews.checkInOpen.click();
    await expect(reviews.checkIn.root).toBeVisible();
    await shot('check-in', 'dialog');
    await closeDialog(page, reviews.checkIn.root);
    await reviews.openReminders();
    await shot('reminders', 'dialog');
  },
};

const visionAndAccount: Tour = {
  recording: 'member',
  visit: async (page, shot) => {
    const vision = new VisionPage(page);
    await vision.open();
    await expect(vision.gallery.cards).toHaveCount(3);
    await expect(vision.statement.text).toBeVisible();
    await shot('vision');

    const settings = new AccountSettingsPage(page);
    await settings.open();
    await shot('account-profile', 'dialog');
    await settings.dialog.getByTestId('account-tab-password').click();
    await shot('account-password', 'dialog');
    await settings.recentlyDeletedTab.click();
    await expect(settings.deletedGoals).toHaveCount(1);
    await shot('account-recently-deleted', 'dialog');
    await settings.yourDataTab.click();
    await expect(settings.downloadMyData).toBeVisible();
    await shot('account-your-data', 'dialog');
  },
};

const admin: Tour = {
  recording: 'admin',
  visit: async (page, shot) => {
    const dashboard = new AdminPage(page);
    await dashboard.open();
    await expect(dashboard.users.rows).toHaveCount(2);
    await expect(dashboard.goalHistory.rows.first()).toBeVisible();
    await expect.poll(() => dashboard.usage.canvasIsDrawn()).toBe(true);
    await shot('admin');
  },
};

/** Every page and main dialog of the app, in five walks that can run side by side. */
export const TOURS = { signedOut, goals, habitsAndReviews, visionAndAccount, admin };
