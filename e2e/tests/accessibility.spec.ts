import type { CreateGoalRequest } from '@goalcoach/contracts';
import { AccessibilityAudit } from '../support/accessibility-audit.js';
import { ACCOUNT_TIME_ZONE, addDays, todayInAccountZone } from '../support/account-calendar.js';
import { expect, test } from '../support/fixtures.js';
import { addTask, createGoalWithPlan } from '../support/goals-api.js';
import { backdateHabit, createHabit, setHabitEntry } from '../support/habits-api.js';
import { seedCheckIns } from '../support/reviews-api.js';
import { addVisionImage, saveVisionStatement } from '../support/vision-api.js';
import { solidPng } from '../support/vision-images.js';
import { AccountSettingsPage } from '../pages/account-settings.page.js';
import { AiSettingsDialog } from '../pages/ai-settings.page.js';
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
import { CheckInDialog, ReviewsPage } from '../pages/reviews.page.js';
import { VisionPage } from '../pages/vision.page.js';

/** The browser's calendar day is the accounts' own. */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

const ANSWERS: CreateGoalRequest = {
  goal: 'Run a half marathon',
  why: 'I want to feel strong again',
  vision: 'Crossing the line with my sister cheering',
  resources: 'A park nearby and running shoes',
  obstacles: 'Long days at work',
  workingStyle: 'Short runs before breakfast',
  change: 'I will keep promises to myself',
};

/**
 * Every page and the main dialogs, each scanned by axe in the dark and the light theme: no
 * serious or critical violation of WCAG 2.1 A/AA or axe's best practices. Data comes through the
 * API, so each page shows what a person using it would see.
 */
test.describe('accessibility', () => {
  // Each journey scans up to eight pages and dialogs in both themes (16 axe runs): 25-35 s on
  // a fast machine of this kind, over 60 s on the slowest seen.
  test.describe.configure({ timeout: 120_000 });

  test('signed out: the landing page with its dialogs, reset password and the 404 page', async ({
    page,
  }) => {
    const audit = new AccessibilityAudit(page);
    await audit.followSystemTheme();
    const auth = new AuthPage(page);

    await page.goto('/landing');
    await expect(new LandingPage(page).root).toBeVisible();
    await audit.scan('Landing');
    await auth.openSignIn();
    await expect(auth.signInDialog).toBeVisible();
    await audit.scan('Sign-in dialog');
    await page.keyboard.press('Escape');
    await expect(auth.signInDialog).toBeHidden();
    await auth.openSignUp();
    await expect(page.getByTestId('sign-up-name')).toBeVisible();
    await audit.scan('Sign-up dialog');

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByTestId('reset-password-page')).toBeVisible();
    await audit.scan('Reset password');

    await page.goto('/no-such-page');
    await expect(new NotFoundPage(page).root).toBeVisible();
    await audit.scan('404 (signed out)');

    await audit.expectNoSeriousViolations();
  });

  test("Home's tabs with a goal, and the dialogs Home opens", async ({ signedInPage: page }) => {
    const audit = new AccessibilityAudit(page);
    await audit.followSystemTheme();
    const goal = await createGoalWithPlan(page, ANSWERS);
    // Not every plan has a task on every day: one of the person's own makes the list.
    await addTask(page, {
      goalId: goal.id,
      task: 'Lay out the running kit',
      date: todayInAccountZone(),
    });

    const goals = new GoalsHomePage(page);
    const home = new HomeTabsPage(page);
    await home.open('goals');
    await expect(goals.goalCards).toHaveCount(1);
    await audit.scan('Home: Goals');

    const wizard = new GoalWizardPage(page);
    await goals.newGoalButton.click();
    await expect(wizard.answer).toBeFocused();
    await audit.scan('Goal wizard');
    await page.keyboard.press('Escape');
    await expect(wizard.root).toBeHidden();

    const aiSettings = new AiSettingsDialog(page);
    await aiSettings.open();
    await audit.scan('AI settings dialog');
    await aiSettings.closeButton.click();
    await expect(aiSettings.dialog).toBeHidden();

    const auth = new AuthPage(page);
    await auth.openMenu();
    await expect(page.getByTestId('menu-profile-settings')).toBeVisible();
    await audit.scan('Account menu');
    await page.keyboard.press('Escape');
    await expect(auth.accountMenu).toHaveAttribute('aria-expanded', 'false');

    await home.openTab('Milestones');
    await expect(home.milestones.first()).toBeVisible();
    await audit.scan('Home: Milestones');
    await home.openTab('Tasks');
    await expect(home.todayTasks.first()).toBeVisible();
    await audit.scan('Home: Tasks');
    await home.addTaskButton.click();
    await expect(home.addTaskDescription).toBeVisible();
    await audit.scan('Add Task dialog');
    await page.keyboard.press('Escape');
    await expect(home.addTaskDialog).toBeHidden();

    const checkIn = new CheckInDialog(page);
    await checkIn.openFromHome();
    await audit.scan('Check-in dialog');
    await page.keyboard.press('Escape');
    await expect(checkIn.root).toBeHidden();

    await audit.expectNoSeriousViolations();
  });

  test('a goal with its plan, Account Settings and the 404 page, signed in', async ({
    signedInPage: page,
  }) => {
    const audit = new AccessibilityAudit(page);
    await audit.followSystemTheme();
    const goal = await createGoalWithPlan(page, ANSWERS);

    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);
    await expect(detail.milestones.first()).toBeVisible();
    await audit.scan('Goal page: Milestones');
    await detail.openTab('Weekly Checkpoints');
    await expect(detail.checkpoints.first()).toBeVisible();
    await audit.scan('Goal page: Weekly Checkpoints');
    await detail.openTab("Today's Focus");
    await expect(detail.todaysFocus).toBeVisible();
    await audit.scan("Goal page: Today's Focus");

    const settings = new AccountSettingsPage(page);
    await new AuthPage(page).openSettings();
    await audit.scan('Account Settings: Profile');
    await settings.dialog.getByRole('tab', { name: 'Password' }).click();
    await expect(page.getByTestId('password-current')).toBeVisible();
    await audit.scan('Account Settings: Password');
    await settings.recentlyDeletedTab.click();
    await expect(settings.recentlyDeleted).toBeVisible();
    await audit.scan('Account Settings: Recently Deleted');
    await settings.close();

    await page.goto('/no-such-page');
    await expect(new NotFoundPage(page).root).toBeVisible();
    await audit.scan('404 (signed in)');

    await audit.expectNoSeriousViolations();
  });

  test('Habits with ticked days, their history and the habit form', async ({
    signedInPage: page,
  }) => {
    const audit = new AccessibilityAudit(page);
    await audit.followSystemTheme();
    const today = todayInAccountZone();
    for (const habitName of ['Stretch', 'Read ten pages']) {
      const habit = await createHabit(page, { habitName });
      await backdateHabit(habit.id, 12);
      for (const back of [1, 2, 4]) {
        await setHabitEntry(page, {
          habitId: habit.id,
          entryDate: addDays(today, -back),
          completed: true,
        });
      }
      await setHabitEntry(page, {
        habitId: habit.id,
        entryDate: addDays(today, -3),
        completed: false,
        status: 'skipped',
      });
    }

    const home = new HomeTabsPage(page);
    const habits = new HabitsPage(page);
    await home.open('goals');
    await home.openTab('Habits');
    await expect(habits.cards).toHaveCount(2);
    await audit.scan('Habits');
    await habits.card('Stretch').getByTestId('habit-history').click();
    await expect(habits.history.root).toBeVisible();
    await audit.scan('Habit history dialog');
    await habits.history.close();
    await habits.addButton.click();
    await expect(habits.form.root).toBeVisible();
    await audit.scan('Habit form: Basic');
    await habits.form.tab('psychology');
    await audit.scan('Habit form: Psychology');
    await habits.form.tab('tracking');
    await audit.scan('Habit form: Tracking');

    await audit.expectNoSeriousViolations();
  });

  test('Reviews with check-ins and their dialogs, Vision with items', async ({
    signedInPage: page,
    account,
  }) => {
    const audit = new AccessibilityAudit(page);
    await audit.followSystemTheme();
    const today = todayInAccountZone();
    await seedCheckIns(
      account.email,
      [1, 2, 3].map((back) => ({
        date: addDays(today, -back),
        completedDailyAction: back !== 2,
        confidenceLevel: 6 + back,
        wins: '• Went for a run',
      })),
    );
    await addVisionImage(page, solidPng('sea.png', 200, 120, [10, 60, 140]), 'The sea');
    await saveVisionStatement(page, 'I live by the sea and run every morning.');

    const home = new HomeTabsPage(page);
    const reviews = new ReviewsPage(page);
    await home.open('goals');
    await home.openTab('Reviews');
    await expect(reviews.root).toBeVisible();
    await expect(reviews.weekly.currentWeek).toBeVisible();
    await audit.scan('Reviews: Weekly');
    await reviews.monthlyTab.click();
    await expect(reviews.monthly.generate).toBeVisible();
    await audit.scan('Reviews: Monthly');
    await reviews.checkInOpen.click();
    await expect(reviews.checkIn.root).toBeVisible();
    await audit.scan('Check-in dialog from Reviews');
    await page.keyboard.press('Escape');
    await expect(reviews.checkIn.root).toBeHidden();
    await reviews.openReminders();
    await audit.scan('Reminders dialog');
    await page.keyboard.press('Escape');
    await expect(reviews.reminders.root).toBeHidden();

    const vision = new VisionPage(page);
    await vision.open();
    await expect(vision.gallery.cards).toHaveCount(1);
    await audit.scan('Vision');
    await vision.gallery.openLarger(vision.gallery.card('The sea'));
    await audit.scan('Vision image viewer');

    await audit.expectNoSeriousViolations();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('Home with the bottom navigation and the tabs at its top', async ({
      signedInPage: page,
    }) => {
      const audit = new AccessibilityAudit(page);
      await audit.followSystemTheme();
      const home = new HomeTabsPage(page);
      await home.open('goals');
      await expect(new AppShellPage(page).bottomNav).toBeVisible();
      await audit.scan('Home (phone)');

      await audit.expectNoSeriousViolations();
    });
  });

  test('the admin dashboard', async ({ adminPage: page }) => {
    const audit = new AccessibilityAudit(page);
    await audit.followSystemTheme();
    const admin = new AdminPage(page);
    await admin.open();
    await expect(admin.users.rows.first()).toBeVisible();
    await expect(admin.usage.canvas).toBeVisible();
    await audit.scan('Admin dashboard');

    await audit.expectNoSeriousViolations();
  });
});
