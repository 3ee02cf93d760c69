import type { CreateGoalRequest } from '@goalcoach/contracts';
import { baseURL } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { AccountSettingsPage } from '../pages/account-settings.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';

const ANSWERS: CreateGoalRequest = {
  goal: 'Learn to sketch people in cafes',
  why: 'Drawing makes me notice the world',
  vision: 'A full sketchbook of strangers and friends',
  resources: 'A pencil, a sketchbook and a cafe nearby',
  obstacles: 'Shyness about drawing in public',
  workingStyle: 'Twenty minutes over coffee',
  change: 'I will see people more kindly',
};

test.describe('Recently Deleted', () => {
  test('a deleted goal is restored from Account Settings and is back on Home', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const deleted = await page.request.delete(`/api/goals/${goal.id}`, {
      headers: { Origin: baseURL },
    });
    expect(deleted.ok()).toBe(true);

    const home = new GoalsHomePage(page);
    await home.open();
    await expect(home.emptyState).toBeVisible();

    const settings = new AccountSettingsPage(page);
    await settings.openRecentlyDeleted();
    await expect(settings.deletedGoal(goal.goalName)).toContainText('Restorable until');
    await settings.restoreButton(goal.goalName).click();
    await expect(settings.toast('Your goal has been successfully restored.')).toBeVisible();
    await expect(settings.recentlyDeleted).toContainText('Nothing deleted recently');
    await settings.close();

    // The panel shares the app's query cache: Home shows the goal without a reload.
    await expect(home.card(goal.goalName)).toBeVisible();
  });

  test('/goal/{id} lands on the goal page at /goals/{id}', async ({ signedInPage: page }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    await page.goto(`/goal/${goal.id}`);
    await expect(page).toHaveURL(new RegExp(`/goals/${goal.id}$`));
    await expect(page.getByTestId('goal-title')).toBeVisible();
  });
});
