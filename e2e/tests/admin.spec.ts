import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN_USAGE_CSV_COLUMNS, type CreateGoalRequest, type Goal } from '@goalcoach/contracts';
import { ACCOUNT_TIME_ZONE, addDays, todayInAccountZone } from '../support/account-calendar.js';
import {
  ADMIN,
  INVITE_CODE,
  signUp,
  uniqueAccount,
  type TestAccount,
} from '../support/accounts.js';
import {
  countUsers,
  recordModelCall,
  setInviteCode,
  type RecordedModelCall,
} from '../support/admin-usage.js';
import { baseURL } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { AdminPage } from '../pages/admin.page.js';
import { AuthPage } from '../pages/auth.page.js';
import { NotFoundPage } from '../pages/not-found.page.js';

/** The browser's calendar day is the admin's own (the dashboard's "today"). */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

/** gpt-4o at $2.50 / $10 per million tokens: 40,000 in and 12,000 out cost $0.22. */
const PLAN_CALL = {
  purpose: 'plan_outline',
  model: 'gpt-4o',
  promptTokens: 40_000,
  completionTokens: 12_000,
  costUsd: '0.220000',
  durationMs: 5_400,
};

type PlannedGoal = { account: TestAccount; goal: Goal; call: RecordedModelCall };

/**
 * A fresh user (in their own browser context) with one goal created through the API and the
 * model call that planned it. The name holds a comma and quotes, as a CSV must carry them.
 */
async function userWithPlannedGoal(browser: Browser): Promise<PlannedGoal> {
  const id = randomBytes(4).toString('hex');
  const account = { ...uniqueAccount('planner'), name: `Quill, "Q" Writer ${id}` };
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const user = await signUp(page.request, account);
    const answers: CreateGoalRequest = {
      goal: `Sail around Lake Constance ${id}`,
      why: 'I have watched the boats from the shore for years',
      vision: 'The harbour of Lindau at dusk, seen from my own deck',
      resources: 'A sailing school and free weekends',
      obstacles: 'Fear of capsizing',
      workingStyle: 'One lesson every Saturday',
      change: 'I will trust myself on open water',
    };
    const goal = await createGoalWithPlan(page, answers);
    const call = { ...PLAN_CALL, userId: user.id, goalId: goal.id };
    await recordModelCall(call);
    return { account, goal, call };
  } finally {
    await context.close();
  }
}

test.describe('admin dashboard', () => {
  test('the admin opens the dashboard from the menu and finds a goal just created', async ({
    page,
    browser,
  }) => {
    const auth = new AuthPage(page);
    await page.goto('/');
    await auth.openSignIn();
    await auth.signIn(ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('page-goals-home')).toBeVisible();
    const usersBefore = await countUsers(page.request);
    const { account, goal } = await userWithPlannedGoal(browser);

    const admin = new AdminPage(page);
    await admin.openFromMenu();
    await expect(admin.page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(admin.page.getByTestId('admin-badge')).toHaveText('Admin Access');
    await expect(admin.stat('total-users')).toContainText('Total Users');
    expect(await admin.statValue('total-users')).toBeGreaterThanOrEqual(usersBefore + 1);
    expect(await admin.statValue('calls-today')).toBeGreaterThanOrEqual(1);
    expect(await admin.statValue('cost-today')).toBeGreaterThanOrEqual(0.22);

    await admin.users.search.fill(account.email);
    await expect(admin.users.rows).toHaveCount(1);
    const row = admin.users.row(account.email);
    await expect(row).toContainText(account.name);
    await expect(row.getByText('1 goals', { exact: true })).toBeVisible();
    await expect(row).toContainText('1 API calls today');
    await expect(row).toContainText('1 this month');

    const goalRow = admin.goalHistory.row(goal.goalName);
    await expect(goalRow).toContainText(`${account.name} (${account.email})`);
    await expect(goalRow.getByText('API Tracked', { exact: true })).toBeVisible();

    const { usage } = admin;
    await expect(usage.canvas).toBeVisible();
    await expect.poll(() => usage.canvasIsDrawn()).toBe(true);
    await expect(usage.chart.locator('figcaption')).toContainText('Last 30 days');
    // The text alternative: a header row and the 30 days, today last with our call in it.
    const days = usage.table.getByRole('row');
    await expect(days).toHaveCount(31);
    const todaysCalls = await days.last().getByRole('cell').first().textContent();
    expect(Number(todaysCalls?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  });

  // Other journeys sign up with INVITE_CODE: the change lasts only as long as the visitor's
  // sign-up and is undone whatever happens. The tag lets a config run this journey on its own,
  // after every other one.
  test(
    'the admin changes the invite code, and only the new one lets a visitor sign up',
    { tag: '@after-journeys' },
    async ({ adminPage: page, browser }) => {
      const admin = new AdminPage(page);
      const typed = `e2e-${randomBytes(3).toString('hex')}`;
      const code = typed.toUpperCase();
      await admin.open();
      await expect(admin.invite.current).toHaveValue(INVITE_CODE);
      await admin.invite.input.pressSequentially(typed);
      await expect(admin.invite.input).toHaveValue(code);

      // Holds the change on its way to the server until 'Updating...' has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/invite-code', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.fallback();
      });
      const visitorContext = await browser.newContext({ baseURL });
      try {
        // The visitor waits on the sign-up form, so the new code is in force for a moment only.
        const visitor = new AuthPage(await visitorContext.newPage());
        const account = uniqueAccount('invited');
        await visitor.page.goto('/');
        await visitor.openSignUp();

        await admin.invite.update.click();
        await expect(admin.invite.update).toHaveText('Updating...');
        await expect(admin.invite.update).toBeDisabled();
        release();
        await expect(admin.toast('Success')).toContainText(`Invite code updated to: ${code}`);
        await expect(admin.invite.current).toHaveValue(code);
        await expect(admin.invite.input).toHaveValue('');

        await visitor.signUp(account, INVITE_CODE);
        await visitor.expectToast('Invalid invite code');
        await expect(visitor.page.getByTestId('landing-page')).toBeVisible();
        await visitor.signUp(account, typed);
        await visitor.expectToast('Account created!');
      } finally {
        release();
        await setInviteCode(page.request, INVITE_CODE);
        await visitorContext.close();
      }
    },
  );

  test('the admin downloads the usage report as a CSV with every call of the last 30 days', async ({
    adminPage: page,
    browser,
  }) => {
    const { account, call } = await userWithPlannedGoal(browser);
    const admin = new AdminPage(page);
    await admin.open();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      admin.usage.exportReport.click(),
    ]);
    const today = todayInAccountZone();
    expect(download.suggestedFilename()).toBe(`usage-${addDays(today, -29)}-to-${today}.csv`);
    // Throws on a row whose cells do not line up with the header.
    const [header, ...records] = parse(await readFile(await download.path(), 'utf8'), {
      bom: true,
    }) as string[][];
    expect(header).toEqual([...ADMIN_USAGE_CSV_COLUMNS]);
    const calls = records.map((cells) =>
      Object.fromEntries(ADMIN_USAGE_CSV_COLUMNS.map((column, index) => [column, cells[index]])),
    );
    expect(calls.filter((row) => row.user_email === account.email)).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown,
        user_name: account.name,
        user_email: account.email,
        purpose: call.purpose,
        model: call.model,
        prompt_tokens: String(call.promptTokens),
        completion_tokens: String(call.completionTokens),
        cost_usd: call.costUsd,
        duration_ms: String(call.durationMs),
        outcome: 'ok',
      },
    ]);
    await expect(admin.toast('Export Complete')).toBeVisible();

    // A refusal (as a server that lost the admin's role would answer) is said in its words, and
    // nothing is saved: the browser reads the error out of the file it asked for.
    await page.route('**/api/admin/usage.csv?**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 403, message: 'Admin access required' }),
      }),
    );
    let saved = false;
    page.on('download', () => {
      saved = true;
    });
    await admin.usage.exportReport.click();
    await expect(admin.toast('Export Failed')).toContainText('Admin access required');
    await expect(admin.usage.exportReport).toBeEnabled();
    expect(saved).toBe(false);
  });

  test('a plain user has no Admin Dashboard, and /admin is the 404 page', async ({
    signedInPage: page,
  }) => {
    const user = new AuthPage(page);
    const admin = new AdminPage(page);
    await page.goto('/habits');
    await user.openMenu();
    await expect(page.getByTestId('menu-profile-settings')).toBeVisible();
    await expect(admin.menuItem).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin');
    await expect(new NotFoundPage(page).root).toBeVisible();
    await expect(admin.root).toHaveCount(0);
  });
});
