import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Route } from '@playwright/test';
import AdmZip from 'adm-zip';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { ACCOUNT_TIME_ZONE } from '../support/account-calendar.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';

/** The browser's calendar day is the accounts' own. */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

const ANSWERS: CreateGoalRequest = {
  goal: 'Write the first draft of my novel',
  why: 'I have carried this story around for ten years',
  vision: 'A printed manuscript on my desk with a red ribbon around it',
  resources: 'Early mornings and a writing group',
  obstacles: 'Self-doubt and an overfull calendar',
  workingStyle: 'Five hundred words before breakfast',
  change: 'I will finally call myself a writer',
};

test.describe('goal lifecycle', () => {
  test('refining a milestone shows its progress, then the rewritten milestone', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);
    const milestone = detail.milestones.first();
    const title = detail.milestoneTitle(milestone);
    const before = await title.innerText();

    // Held until the progress view has been seen: the offline planner answers at once.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const pattern = '**/api/milestones/*/refine';
    const hold = async (route: Route) => {
      await gate;
      await route.continue();
    };
    await page.route(pattern, hold);

    await detail.fillRefinement(
      milestone,
      'Too ambitious for my schedule',
      'I can only write on weekday mornings',
    );
    await detail.submitRefinement();
    // The progress view, not a stage text: the stages move on every few seconds.
    await expect(detail.refineProgress).toBeVisible();
    await expect(detail.refineProgress).toHaveAttribute('aria-busy', 'true');
    // Escape does not close it while it works.
    await page.keyboard.press('Escape');
    await expect(detail.refineDialog).toBeVisible();

    const answered = page.waitForResponse((response) => response.url().includes('/refine'));
    release();
    expect((await answered).status()).toBe(200);
    await page.unroute(pattern, hold);

    await expect(detail.toast('Milestone refined')).toBeVisible();
    await expect(detail.refineDialog).toBeHidden();
    await expect(title).toHaveText(`${before} (lighter pace)`);
    await detail.reload();
    await expect(detail.milestoneTitle(detail.milestones.first())).toHaveText(
      `${before} (lighter pace)`,
    );
  });

  test('Export downloads a Notion-compatible ZIP with the goal as Markdown', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);

    const downloading = page.waitForEvent('download');
    await detail.exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await expect(detail.toast('Export Complete')).toContainText(
      'Your Notion-compatible ZIP file has been downloaded.',
    );

    const folder = mkdtempSync(path.join(tmpdir(), 'goalcoach-export-'));
    try {
      const file = path.join(folder, download.suggestedFilename());
      await download.saveAs(file);
      const names = new AdmZip(file).getEntries().map((entry) => entry.entryName);
      expect(names.some((name) => name.endsWith('.md'))).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a deleted goal leaves Home; Undo from the toast restores it', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const detail = new GoalDetailPage(page);
    const home = new GoalsHomePage(page);
    await detail.open(goal.id);

    await detail.deleteGoal();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.root).toBeVisible();
    await expect(detail.toast('Goal deleted')).toContainText('You have 24 hours to undo.');
    await expect(home.card(goal.goalName)).toHaveCount(0);

    await detail.undoFromToast('Goal deleted');
    await expect(page).toHaveURL(new RegExp(`/goals/${goal.id}$`));
    await expect(detail.toast('Goal restored')).toContainText(
      'Your goal has been successfully restored.',
    );
    await expect(detail.title).toBeVisible();

    await detail.backToGoals.click();
    await expect(home.card(goal.goalName)).toBeVisible();
  });
});
