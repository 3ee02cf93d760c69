import type { CreateGoalRequest } from '@goalcoach/contracts';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { backdateHabit, createHabit } from '../support/habits-api.js';
import { AppShellPage } from '../pages/app-shell.page.js';
import { AuthPage } from '../pages/auth.page.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';
import { HabitsPage } from '../pages/habits.page.js';
import { HomeTabsPage } from '../pages/home-tabs.page.js';
import { CheckInDialog, ReviewsPage } from '../pages/reviews.page.js';
import { contentUnder, fixedAtBottom, overlap } from '../pages/screen-layout.component.js';
import { smallTapTargets } from '../pages/tap-targets.component.js';
import { VisionPage } from '../pages/vision.page.js';
import { PHONE } from '../support/phone.js';

test.use(PHONE);

const ANSWERS: CreateGoalRequest = {
  goal: 'Run my first half marathon',
  why: 'I want to prove to myself that I can keep a promise for three months and feel strong again',
  vision: 'Crossing the line in under two hours with my family cheering',
  resources: 'Running shoes, a park nearby and a friend who runs',
  obstacles: 'Late evenings at work',
  workingStyle: 'Short runs on weekdays, a long one on Sunday',
  change: 'I will trust myself to keep promises',
};

test.describe('On a phone', () => {
  test("Home has one bottom bar, and its tabs sit at the page's top and scroll away", async ({
    signedInPage: page,
  }) => {
    await createGoalWithPlan(page, ANSWERS);
    const shell = new AppShellPage(page);
    const home = new HomeTabsPage(page);
    await home.open('milestones');
    await expect(home.milestones.first()).toBeVisible();

    // The main navigation is the only bar along the bottom edge.
    expect(await fixedAtBottom(page)).toEqual(['main-nav-bottom']);
    const nav = await shell.bottomNav.boundingBox();
    const tabs = await home.tabList.boundingBox();
    const panel = await home.panel.boundingBox();
    if (!nav || !tabs || !panel) throw new Error('navigation, tabs or panel not laid out');
    expect(nav.y + nav.height).toBeCloseTo(844, 0);
    // The tabs head the page: above the panel, far from the bottom bar, across its width.
    expect(tabs.y + tabs.height).toBeLessThanOrEqual(panel.y);
    expect(tabs.y).toBeLessThan(nav.y / 2);
    expect(tabs.width).toBeGreaterThan(390 - 2 * 24);

    // They scroll with the page.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect
      .poll(async () => (await home.tabList.boundingBox())?.y)
      .toBeCloseTo(tabs.y - 400, 0);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the Check In button lives in the bottom bar and covers no content', async ({
    signedInPage: page,
  }) => {
    const shell = new AppShellPage(page);
    const goals = new GoalsHomePage(page);
    await goals.open();
    await expect(goals.emptyState).toBeVisible();
    // Part of the bar, the one fixed thing at the bottom: nothing floats over the page.
    await expect(shell.bottomNav.getByTestId('check-in-fab')).toBeVisible();
    expect(await fixedAtBottom(page)).toEqual(['main-nav-bottom']);
    const button = await shell.checkInButton.boundingBox();
    const nav = await shell.bottomNav.boundingBox();
    if (!button || !nav) throw new Error('Check In button or navigation not laid out');
    expect(button.y).toBeGreaterThanOrEqual(nav.y);
    expect(button.y + button.height).toBeLessThanOrEqual(nav.y + nav.height);

    // A long Home scrolled to its end leaves room for the bar: nothing is left under it.
    await createGoalWithPlan(page, ANSWERS);
    const home = new HomeTabsPage(page);
    await home.open('milestones');
    await expect(home.milestones.last()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => contentUnder(page, 'main-nav-bottom')).toEqual([]);

    // It opens the daily check-in, and other pages have no Check In in their bar.
    const checkIn = new CheckInDialog(page);
    await checkIn.openWithButton();
    await expect(checkIn.root).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(checkIn.root).toBeHidden();
    await shell.navigateTo('Habits');
    await expect(page.getByTestId('page-habits')).toBeVisible();
    await expect(shell.checkInButton).toHaveCount(0);
  });

  test('the goal page heading is the short title, with the reason in smaller text under it', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);

    await expect(detail.title).toHaveText(goal.shortTitle);
    await expect(detail.reason).toHaveText(goal.personalLegend);
    const title = await detail.title.boundingBox();
    const reason = await detail.reason.boundingBox();
    if (!title || !reason) throw new Error('heading or reason not laid out');
    expect(reason.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
    // At most two lines of heading.
    const lineHeight = await detail.title.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(title.height).toBeLessThanOrEqual(2 * lineHeight + 1);
    const fontSize = (locator: typeof detail.title) =>
      locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(await fontSize(detail.reason)).toBeLessThan(await fontSize(detail.title));
    // The stats start on the first screen.
    const stats = await detail.statCards.first().boundingBox();
    expect(stats?.y ?? Infinity).toBeLessThan(844);
  });

  test('a toast stays clear of the bottom bar and the main buttons, its icons one size', async ({
    signedInPage: page,
  }) => {
    await createGoalWithPlan(page, ANSWERS);
    const shell = new AppShellPage(page);
    const home = new HomeTabsPage(page);
    await home.open('tasks');
    await home.addTask('Lay out the running kit');
    const toast = home.toast('Task added');
    await expect(toast).toBeVisible();
    // Keep it open while it is measured: a focused toast waits.
    await toast.evaluate((element) => (element as HTMLElement).focus());
    // Once its entrance has finished.
    await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);

    const box = await toast.boundingBox();
    if (!box) throw new Error('toast not laid out');
    for (const covered of [
      shell.bottomNav,
      shell.checkInButton,
      home.addTaskButton,
      page.getByTestId('calendar-feed-button'),
      home.tabList,
    ]) {
      const other = await covered.boundingBox();
      if (!other) throw new Error(`${covered} not laid out`);
      expect(overlap(box, other), `the toast covers ${covered}`).toBe(false);
    }

    const iconSizes = () =>
      toast
        .locator('svg')
        .evaluateAll((icons) =>
          icons.map(
            (icon) =>
              `${icon.getBoundingClientRect().width}×${icon.getBoundingClientRect().height}`,
          ),
        );
    const sizes = await iconSizes();
    expect(sizes).toEqual(['20×20', '20×20']);
    // A title long enough to wrap onto several lines leaves the icons as they were.
    await toast
      .locator('.gc-toast__title')
      .evaluate(
        (title) =>
          (title.textContent =
            'Task added to today, with its goal, its week and a reminder '.repeat(3)),
      );
    expect((await toast.boundingBox())?.height).toBeGreaterThan(box.height + 20);
    expect(await iconSizes()).toEqual(sizes);
  });

  test('every visible control of the main pages is at least 44 px high and 40 px wide', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const habit = await createHabit(page, { habitName: 'Stretch' });
    await backdateHabit(habit.id, 12);
    const home = new HomeTabsPage(page);
    const goals = new GoalsHomePage(page);
    const habits = new HabitsPage(page);
    const detail = new GoalDetailPage(page);
    const reviews = new ReviewsPage(page);
    const vision = new VisionPage(page);

    const expectTargetsFit = async (where: string, within?: string) =>
      expect
        .poll(() => smallTapTargets(page, { within }), { message: `small controls on ${where}` })
        .toEqual([]);

    await goals.open();
    await expect(goals.goalCards.first()).toBeVisible();
    await expectTargetsFit('Home, goals');
    await home.open('milestones');
    await expect(home.milestones.first()).toBeVisible();
    await expectTargetsFit('Home, milestones');
    await home.open('tasks');
    await expect(home.todayTasks.first()).toBeVisible();
    await expectTargetsFit('Home, tasks');

    await habits.open();
    await expect(habits.cards.first()).toBeVisible();
    await expectTargetsFit('Habits');
    // As many of the last days as fit the card, the newest (today) last.
    const days = habits.cards.first().getByTestId('habit-day');
    await expect(days.last()).toBeVisible();
    const shown = await days.evaluateAll(
      (buttons) => buttons.filter((button) => button.getBoundingClientRect().width > 0).length,
    );
    expect(shown).toBeGreaterThanOrEqual(6);

    await detail.open(goal.id);
    await expect(detail.statCards.first()).toBeVisible();
    await expectTargetsFit('the goal page');
    // The refine dialog's reasons.
    await detail.milestones.first().getByTestId('refine-milestone').click();
    await expect(detail.refineDialog).toBeVisible();
    await expectTargetsFit('the refine dialog', '[data-testid="refine-dialog"]');
    await page.keyboard.press('Escape');
    await expect(detail.refineDialog).toBeHidden();

    await reviews.open();
    await expectTargetsFit('Reviews');
    await reviews.openReminders();
    await expectTargetsFit('the reminders dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await vision.open();
    await expectTargetsFit('Vision');
  });

  test("the sign-up dialog's controls, down to 'Already have an account? Sign in', fit a finger", async ({
    page,
  }) => {
    const auth = new AuthPage(page);
    await page.goto('/');
    await auth.openSignUp();
    const dialog = page.getByTestId('auth-dialog-sign-up');
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Already have an account? Sign in' }),
    ).toBeVisible();
    await expect
      .poll(() => smallTapTargets(page, { within: '[data-testid="auth-dialog-sign-up"]' }))
      .toEqual([]);
  });
});
