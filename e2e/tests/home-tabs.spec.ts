import type { Page } from '@playwright/test';
import type { CreateGoalRequest, Task, TodayTask } from '@goalcoach/contracts';
import { ACCOUNT_TIME_ZONE, addDays, todayInAccountZone } from '../support/account-calendar.js';
import { baseURL } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';
import { HomeTabsPage } from '../pages/home-tabs.page.js';

/** The browser's calendar day is the accounts' own. */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

const ANSWERS: CreateGoalRequest = {
  goal: 'Learn to bake sourdough bread',
  why: 'I want to feed my family real bread',
  vision: 'A crusty loaf on the table every Sunday',
  resources: 'An oven and a friend with a starter',
  obstacles: 'Little time on weekdays',
  workingStyle: 'Short steps every evening',
  change: 'I will trust myself with slow, patient work',
};

const sameOrigin = { Origin: baseURL };

/** A task of the goal dated today: one the plan has, else one added through the API. */
async function taskForToday(page: Page, goalId: string): Promise<TodayTask | Task> {
  const today = (await (await page.request.get('/api/tasks/today')).json()) as TodayTask[];
  const planned = today.find((task) => task.goalId === goalId);
  if (planned) return planned;
  const created = await page.request.post('/api/tasks', {
    data: { goalId, task: 'Feed the starter', date: todayInAccountZone() },
    headers: sameOrigin,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Task;
}

test.describe('Home tabs', () => {
  test('the tasks tab shows a win marked through the API, and ticks a task', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const task = await taskForToday(page, goal.id);
    const marked = await page.request.patch(`/api/tasks/${task.id}`, {
      data: { markedAsWin: true },
      headers: sameOrigin,
    });
    expect(marked.ok()).toBe(true);

    const home = new HomeTabsPage(page);
    await new GoalsHomePage(page).open();
    await home.openTab('Tasks');
    await expect(page).toHaveURL(/\/\?tab=tasks$/);

    await expect(home.todayTaskWin(task.task)).toHaveText('Marked as Win');
    await expect(home.todayTaskGoal(task.task)).toHaveText(goal.goalName);
    await home.todayTaskCheckbox(task.task).click();
    await expect(home.todayTaskCheckbox(task.task)).toBeChecked();

    // The tick reached the server, and a reload keeps the tasks tab open.
    await page.reload();
    await expect(home.tab('Tasks')).toHaveAttribute('aria-selected', 'true');
    await expect(home.todayTaskCheckbox(task.task)).toBeChecked();
  });

  test('adds a task to a goal and a personal one from the Add Task dialog', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const home = new HomeTabsPage(page);
    await home.open('tasks');

    await home.addTask('Shape a practice loaf');
    await expect(home.toast('Task added')).toBeVisible();
    await expect(home.addTaskDialog).toBeHidden();
    await expect(home.todayTaskGoal('Shape a practice loaf')).toHaveText(goal.goalName);

    await home.addTask('Buy rye flour', 'No goal (personal task)');
    await expect(home.todayTaskGoal('Buy rye flour')).toHaveText('Personal');

    await page.reload();
    await expect(home.todayTask('Shape a practice loaf')).toBeVisible();
    await expect(home.todayTask('Buy rye flour')).toBeVisible();
  });

  test("a calendar subscribed to the private feed gets tomorrow's tasks", async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const tomorrow = addDays(todayInAccountZone(), 1);
    const added = await page.request.post('/api/tasks', {
      data: { goalId: goal.id, task: 'Call the bakery about rye', date: tomorrow },
      headers: sameOrigin,
    });
    expect(added.status()).toBe(201);
    const home = new HomeTabsPage(page);
    await home.open('tasks');

    await page.getByTestId('calendar-feed-button').click();
    const feed = page.getByTestId('calendar-feed-dialog');
    const address = await feed.getByTestId('calendar-feed-url').inputValue();
    expect(address).toMatch(/\/calendar\/[\w-]{43}\.ics$/);
    await expect(feed.getByTestId('calendar-feed-webcal')).toHaveAttribute(
      'href',
      address.replace(/^https?:/, 'webcal:'),
    );

    // What a calendar app fetches: no cookie, only the secret address.
    const calendar = await fetch(address);
    expect(calendar.status).toBe(200);
    const text = await calendar.text();
    expect(text).toContain('SUMMARY:Call the bakery about rye');
    expect(text).toContain(`DTSTART;VALUE=DATE:${tomorrow.replaceAll('-', '')}`);
  });

  test('edits a milestone from the milestones tab', async ({ signedInPage: page }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const home = new HomeTabsPage(page);
    await home.open('milestones');

    const first = home.milestones.first();
    await expect(first.getByTestId('milestone-goal-badge')).toHaveText(goal.goalName);
    await home.editMilestone(first, 'Master the starter', 'Keep the starter alive and lively.');
    await expect(home.toast('Milestone updated')).toBeVisible();
    await expect(home.milestoneDialog).toBeHidden();

    await page.reload();
    await expect(home.tab('Milestones')).toHaveAttribute('aria-selected', 'true');
    const edited = home.milestone('Master the starter');
    await expect(edited).toBeVisible();
    await expect(edited).toContainText('Keep the starter alive and lively.');
    await expect(edited.getByTestId('milestone-goal-link')).toHaveAttribute(
      'href',
      `/goals/${goal.id}`,
    );
  });

  test('habits and reviews tabs lead to their pages', async ({ signedInPage: page }) => {
    const home = new HomeTabsPage(page);
    await home.open();
    await home.openTab('Habits');
    await expect(page).toHaveURL(/\/habits$/);
    await expect(page.getByTestId('page-habits')).toBeVisible();

    await home.open();
    // Once the goals panel has loaded, so nothing re-renders under the keyboard.
    await expect(page.getByTestId('stats-strip')).not.toHaveAttribute('aria-busy', 'true');
    await home.tab('Goals').focus();
    await expect(home.tab('Goals')).toBeFocused();
    // Arrow keys only move the focus; Enter opens the focused tab.
    for (const name of ['Milestones', 'Habits', 'Tasks', 'Reviews'] as const) {
      await page.keyboard.press('ArrowRight');
      await expect(home.tab(name)).toBeFocused();
    }
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reviews$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the tabs head the page and scroll with it, and nothing overflows', async ({
      signedInPage: page,
    }) => {
      await createGoalWithPlan(page, ANSWERS);
      const home = new HomeTabsPage(page);
      await home.open('milestones');
      await expect(home.milestones.first()).toBeVisible();

      const tabs = await home.tabList.boundingBox();
      const panel = await home.panel.boundingBox();
      const nav = await page.getByTestId('main-nav-bottom').boundingBox();
      if (!tabs || !panel || !nav) throw new Error('tabs, panel or navigation not laid out');
      // At the top of the page, above the panel: the bottom bar is the main navigation alone.
      expect(tabs.y + tabs.height).toBeLessThanOrEqual(panel.y);
      expect(nav.y - (tabs.y + tabs.height)).toBeGreaterThan(300);

      // They leave with the page as it scrolls.
      await page.mouse.wheel(0, 5000);
      await expect
        .poll(async () => (await home.tabList.boundingBox())?.y ?? 0)
        .toBeLessThan(tabs.y - 200);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
});
