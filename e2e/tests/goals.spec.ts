import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type Page, type Route } from '@playwright/test';
import type { CreateGoalRequest, Goal } from '@goalcoach/contracts';
import { ACCOUNT_TIME_ZONE, addDays, todayInAccountZone } from '../support/account-calendar.js';
import { signUp, uniqueAccount } from '../support/accounts.js';
import { baseURL } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { GoalWizardPage } from '../pages/goal-wizard.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';

/** The browser's calendar day is the accounts' own. */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

/** The wizard's answers, in the order it asks for them. */
const ANSWERS: CreateGoalRequest = {
  goal: 'Run my first half marathon',
  why: 'I want to prove to myself that I can finish what I start',
  vision: 'I cross the finish line smiling while my family cheers',
  resources: 'A park next door and a friend who runs every weekend',
  obstacles: 'Long weeks at work and cold, dark mornings',
  workingStyle: 'Thirty minutes every morning and a long run on Sundays',
  change: 'I will feel healthier and trust myself to keep promises',
};
const ANSWER_LIST = [
  ANSWERS.goal,
  ANSWERS.why,
  ANSWERS.vision,
  ANSWERS.resources,
  ANSWERS.obstacles,
  ANSWERS.workingStyle,
  ANSWERS.change,
];

/** The five stage texts of a plan being built, and the one once it is ready. */
const STAGE_TEXTS = [
  'Analyzing your goal…',
  'Designing monthly milestones…',
  'Planning weekly checkpoints…',
  'Creating daily tasks…',
  'Finalizing your plan…',
];
const READY_TEXT = 'Your plan is ready!';
/** Longer than the old automatic close (1.5 s): the finished state no longer goes by itself. */
const STAYS_AFTER_READY_MS = 3000;

/** "Nov 22, 2026", as the goal page writes a calendar date. */
function formatCalendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The server's progress: completed share of the tasks, rounded down. */
function progressOf(completed: number, total: number): number {
  return Math.floor((100 * completed) / total);
}

/**
 * Holds task updates back until the returned function is called, to see what the page shows
 * before the server has answered.
 */
async function holdTaskUpdates(page: Page): Promise<() => Promise<void>> {
  let release: (() => void) | undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const pattern = '**/api/tasks/*';
  const handler = async (route: Route) => {
    if (route.request().method() === 'PATCH') await gate;
    await route.continue();
  };
  await page.route(pattern, handler);
  return async () => {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/tasks/'),
    );
    release?.();
    await answered;
    await page.unroute(pattern, handler);
  };
}

test.describe('goals', () => {
  test('a new user creates a first goal with the 7-question wizard, opens the plan and finds it on Home', async ({
    signedInPage: page,
  }) => {
    const home = new GoalsHomePage(page);
    const wizard = new GoalWizardPage(page);
    await home.open();
    await expect(home.emptyState).toBeVisible();
    await expect(home.goalCards).toHaveCount(0);
    await expect(home.activeGoals).toHaveText('0');

    await home.createFirstGoalButton.click();
    await expect(page.getByRole('dialog', { name: 'Create a New Goal' })).toBeVisible();

    // Question 1: Next waits for a real answer; whitespace is no answer.
    const questions: string[] = [];
    await wizard.expectQuestion(1);
    await expect(wizard.previousButton).toBeDisabled();
    await expect(wizard.nextButton).toHaveText('Next');
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.answer.fill('   \n\t  ');
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.answer.fill(ANSWERS.goal);
    await expect(wizard.nextButton).toBeEnabled();
    questions.push(await wizard.question.innerText());
    await wizard.next();

    // Question 2, then back and forth: both answers are kept.
    await wizard.expectQuestion(2);
    await expect(wizard.answer).toHaveValue('');
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.answer.fill(ANSWERS.why);
    questions.push(await wizard.question.innerText());
    await wizard.previous();
    await wizard.expectQuestion(1);
    await expect(wizard.question).toHaveText(questions[0] ?? '');
    await expect(wizard.answer).toHaveValue(ANSWERS.goal);
    await wizard.next();
    await wizard.expectQuestion(2);
    await expect(wizard.answer).toHaveValue(ANSWERS.why);
    await wizard.next();

    for (let index = 2; index < ANSWER_LIST.length; index += 1) {
      const last = index === ANSWER_LIST.length - 1;
      await wizard.expectQuestion(index + 1);
      await expect(wizard.answer).toHaveValue('');
      await expect(wizard.nextButton).toBeDisabled();
      await expect(wizard.nextButton).toHaveText(last ? 'Create My Plan' : 'Next');
      await wizard.answer.fill('  ');
      await expect(wizard.nextButton).toBeDisabled();
      await wizard.answer.fill(ANSWER_LIST[index] ?? '');
      questions.push(await wizard.question.innerText());
      if (!last) await wizard.next();
    }
    // One question at a time, each a different one.
    expect(new Set(questions).size).toBe(7);

    // The last question submits; the processing phase follows the plan's real progress.
    await wizard.startRecording();
    await wizard.next();
    await expect(page.getByRole('dialog', { name: 'Building Your 90-Day Plan' })).toBeVisible();
    // The finished state stays until the person acts.
    await expect(wizard.created).toContainText('Goal Created!', { timeout: 20_000 });
    // The offline planner made it: the wizard does not call it AI-powered.
    await expect(wizard.created).toContainText("Your 90-day plan is ready. Let's make it happen!");
    await wizard.expectStillOpenAfter(STAYS_AFTER_READY_MS);

    const { snapshots, closedAt } = await wizard.recording();
    const building = snapshots.filter(({ stage }) => !stage.startsWith(READY_TEXT));
    const ready = snapshots.find(({ stage }) => stage.startsWith(READY_TEXT));
    expect(building.length, 'the plan was seen while it was built').toBeGreaterThan(0);
    for (const snapshot of building) {
      expect(snapshot.percent).toBeLessThan(100);
      expect(STAGE_TEXTS.some((text) => snapshot.stage.startsWith(text))).toBe(true);
      // No OpenAI key here: the wizard says the plan comes from the offline planner.
      expect(snapshot.plannerNote).toBe(true);
    }
    const percents = snapshots.map(({ percent }) => percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(snapshots.at(-1)).toMatchObject({ percent: 100, stage: READY_TEXT });
    expect(ready, 'the plan showed ready').toBeDefined();
    expect(closedAt, 'the finished state waited for the person').toBeNull();

    // "View my plan" opens the new goal's page.
    await wizard.viewPlanButton.click();
    await expect(page).toHaveURL(/\/goals\/[0-9a-f-]{36}$/);
    await expect(wizard.root).toBeHidden();
    const detail = new GoalDetailPage(page);
    await expect(detail.title).toContainText(ANSWERS.goal);

    // Home: the card with name, NEW, 0%; the stats strip counts one active goal.
    await home.open();
    const card = home.card(ANSWERS.goal);
    await expect(card).toBeVisible();
    await expect(home.goalCards).toHaveCount(1);
    await expect(home.cardNewBadge(card)).toHaveText('NEW');
    await home.expectCardProgress(card, 0);
    await expect(home.emptyState).toBeHidden();
    await expect(home.activeGoals).toHaveText('1');
    await expect(home.completedGoals).toHaveText('0');
    await expect(home.overallProgress).toHaveText('0%');

    // The goal keeps the answers typed in the wizard, under their questions.
    await card.click();
    await expect(detail.title).toBeVisible();
    await detail.answersToggle.click();
    await expect(detail.answers.getByRole('term')).toHaveText(questions);
    await expect(detail.answers.getByRole('definition')).toHaveText(ANSWER_LIST);
  });

  test('the goal page shows the plan; ticked tasks and progress persist and reach Home', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const total = goal.taskCount;
    expect(total).toBeGreaterThanOrEqual(50);
    const home = new GoalsHomePage(page);
    const detail = new GoalDetailPage(page);

    await home.open();
    await home.card(goal.goalName).click();
    await expect(page).toHaveURL(new RegExp(`/goals/${goal.id}$`));

    // Who, when, and how it is going.
    await expect(detail.lead).toBeVisible();
    // The short title heads the page; the legend (the goal with its reason) sits under it.
    await expect(detail.title).toHaveText(goal.shortTitle || goal.goalName);
    await expect(detail.title).toContainText(ANSWERS.goal);
    await expect(detail.reason).toHaveText(goal.personalLegend);
    const start = todayInAccountZone();
    const end = addDays(start, 89); // 90 days, both ends included
    await expect(detail.startDate).toHaveAttribute('datetime', start);
    await expect(detail.endDate).toHaveAttribute('datetime', end);
    await expect(detail.dates).toHaveText(
      `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`,
    );
    await expect(detail.status).toHaveText('Active');
    // ... for the kind of goal it knows this one to be, and the words it knew it by.
    await expect(detail.offlinePlannerNote).toHaveText(
      'Plan built by the offline planner · Endurance running (chosen for “run”, “half marathon”)',
    );
    await expect(detail.choosePlanKind).toHaveText('Not right? Choose another');

    await expect(detail.statCards).toHaveCount(4);
    for (const [index, label] of ['Progress', 'Confidence', 'Momentum', 'Resilience'].entries()) {
      await expect(detail.statCards.nth(index)).toContainText(label);
    }
    await expect(detail.stat('progress')).toHaveText('0%');
    await expect(detail.stat('confidence')).toHaveText('0 days');
    await expect(detail.stat('momentum')).toHaveText('0%');
    await expect(detail.stat('resilience')).toHaveText('0 days');

    await expect(
      detail.startHereToday.getByRole('heading', { name: 'Start Here Today' }),
    ).toBeVisible();
    await expect(detail.startHereTasks).toHaveCount(3);

    await expect(detail.answers).toBeHidden();
    await detail.answersToggle.click();
    await expect(detail.answers.getByRole('term')).toHaveCount(7);
    await expect(detail.answers.getByRole('definition')).toHaveText(ANSWER_LIST);

    await expect(detail.tabs).toHaveText(['Milestones', 'Weekly Checkpoints', "Today's Focus"]);

    // Today's Focus: the tick shows before the server has even answered.
    await detail.openTab("Today's Focus");
    const mainTask = detail.todaysFocus.getByTestId('task-item').first();
    await expect(mainTask).toBeVisible();
    const [focusTaskId = ''] = await detail.taskIds(mainTask);
    const release = await holdTaskUpdates(page);
    await detail.taskCheckbox(focusTaskId, detail.todaysFocus).click();
    await expect(detail.taskCheckbox(focusTaskId, detail.todaysFocus)).toBeChecked();
    await expect(detail.stat('progress')).toHaveText('0%');
    await release();
    await expect(detail.stat('progress')).toHaveText(`${progressOf(1, total)}%`);

    // Weekly Checkpoints: every task of the plan, week by week; tick two more of week 1.
    await detail.openTab('Weekly Checkpoints');
    await expect(detail.tabPanel.getByTestId('task-item')).toHaveCount(total);
    const firstWeek = detail.checkpoints.first();
    await expect(firstWeek).toContainText('Week 1');
    await expect(detail.taskCheckbox(focusTaskId, firstWeek)).toBeChecked();
    const others = (await detail.taskIds(firstWeek.getByTestId('task-item'))).filter(
      (id) => id !== focusTaskId,
    );
    const [secondId = '', thirdId = ''] = others;
    await detail.taskCheckbox(secondId).click();
    await expect(detail.taskCheckbox(secondId)).toBeChecked();
    await detail.taskCheckbox(thirdId).click();
    await expect(detail.taskCheckbox(thirdId)).toBeChecked();
    await expect(detail.stat('progress')).toHaveText(`${progressOf(3, total)}%`);
    // Start Here Today moves on to tasks still open.
    await expect(detail.startHereTasks).toHaveCount(3);
    for (const id of [focusTaskId, secondId, thirdId]) {
      await expect(detail.task(id, detail.startHereToday)).toHaveCount(0);
    }

    // A reload keeps the ticks and the progress.
    await detail.reload();
    await expect(detail.stat('progress')).toHaveText(`${progressOf(3, total)}%`);
    await detail.openTab('Weekly Checkpoints');
    for (const id of [focusTaskId, secondId, thirdId]) {
      await expect(detail.taskCheckbox(id)).toBeChecked();
    }

    // Untick one: progress goes down at the server too.
    await detail.taskCheckbox(secondId).click();
    await expect(detail.taskCheckbox(secondId)).not.toBeChecked();
    await expect(detail.stat('progress')).toHaveText(`${progressOf(2, total)}%`);

    // Home follows without a reload, and after one.
    const expected = progressOf(2, total);
    await detail.backToGoals.click();
    const card = home.card(goal.goalName);
    await home.expectCardProgress(card, expected);
    await expect(home.overallProgress).toHaveText(`${expected}%`);
    await expect(home.activeGoals).toHaveText('1');
    await home.open();
    await home.expectCardProgress(card, expected);
    await expect(home.overallProgress).toHaveText(`${expected}%`);

    // The untick was kept as well.
    await card.click();
    await expect(detail.stat('progress')).toHaveText(`${expected}%`);
    await detail.openTab('Weekly Checkpoints');
    await expect(detail.taskCheckbox(secondId)).not.toBeChecked();
    await expect(detail.taskCheckbox(focusTaskId)).toBeChecked();
    await expect(detail.taskCheckbox(thirdId)).toBeChecked();
    await detail.openTab("Today's Focus");
    await expect(detail.taskCheckbox(focusTaskId, detail.todaysFocus)).toBeChecked();
  });

  test('milestone and checkpoint ticks persist; a milestone completes with all its weeks', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);
    await expect(detail.tab('Milestones')).toHaveAttribute('aria-selected', 'true');
    await expect(detail.milestones).toHaveCount(4);
    const [first, second, third] = [0, 1, 2].map((index) => detail.milestones.nth(index));
    if (!first || !second || !third) throw new Error('Expected four milestones');
    for (const milestone of [first, second, third]) {
      await expect(detail.milestoneStatus(milestone)).toHaveText('Upcoming');
      await expect(detail.milestoneCheckbox(milestone)).not.toBeChecked();
    }

    // Ticking a milestone marks it complete.
    await detail.milestoneCheckbox(first).click();
    await expect(detail.milestoneCheckbox(first)).toBeChecked();
    await expect(detail.milestoneStatus(first)).toHaveText('Complete');

    // Ticking every weekly checkpoint of a milestone completes the milestone.
    await detail.showCheckpointsOf(second);
    const secondWeeks = second.getByTestId('checkpoint-item');
    const weekCount = await secondWeeks.count();
    expect(weekCount).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < weekCount; index += 1) {
      const box = detail.checkpointCheckbox(secondWeeks.nth(index));
      await box.click();
      await expect(box).toBeChecked();
    }
    await expect(detail.milestoneStatus(second)).toHaveText('Complete');
    await expect(detail.milestoneCheckbox(second)).toBeChecked();

    // One checkpoint alone leaves its milestone as it was.
    await detail.showCheckpointsOf(third);
    const thirdWeek = third.getByTestId('checkpoint-item').first();
    const thirdWeekId = (await thirdWeek.getAttribute('data-checkpoint-id')) ?? '';
    await detail.checkpointCheckbox(thirdWeek).click();
    await expect(detail.checkpointCheckbox(thirdWeek)).toBeChecked();
    await expect(detail.milestoneStatus(third)).toHaveText('Upcoming');

    await detail.reload();
    await expect(detail.milestoneStatus(first)).toHaveText('Complete');
    await expect(detail.milestoneCheckbox(first)).toBeChecked();
    await expect(detail.milestoneStatus(second)).toHaveText('Complete');
    await expect(detail.milestoneStatus(third)).toHaveText('Upcoming');
    await detail.showCheckpointsOf(second);
    for (let index = 0; index < weekCount; index += 1) {
      await expect(detail.checkpointCheckbox(secondWeeks.nth(index))).toBeChecked();
    }
    await detail.showCheckpointsOf(third);
    await expect(detail.checkpointCheckbox(detail.checkpoint(thirdWeekId))).toBeChecked();

    // The Weekly Checkpoints tab shows the same weeks ticked.
    await detail.openTab('Weekly Checkpoints');
    await expect(detail.checkpoints.and(page.locator('[data-status="complete"]'))).toHaveCount(
      weekCount + 1,
    );
    await expect(detail.checkpointCheckbox(detail.checkpoint(thirdWeekId))).toBeChecked();

    // Unticking goes back to upcoming, and stays so.
    await detail.openTab('Milestones');
    await detail.milestoneCheckbox(first).click();
    await expect(detail.milestoneStatus(first)).toHaveText('Upcoming');
    await detail.reload();
    await expect(detail.milestoneCheckbox(first)).not.toBeChecked();
    await expect(detail.milestoneStatus(first)).toHaveText('Upcoming');
  });

  test('an unknown goal, or someone else’s, is Goal Not Found with a way home', async ({
    signedInPage: page,
  }) => {
    const detail = new GoalDetailPage(page);
    await page.goto(`/goals/${randomUUID()}`);
    await expect(detail.notFound).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Goal Not Found' })).toBeVisible();
    await expect(page.getByText("The goal you're looking for doesn't exist.")).toBeVisible();
    await expect(detail.notFoundBack).toHaveRole('link');
    await expect(detail.notFoundBack).toHaveText('Back to Goals');
    await detail.notFoundBack.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(new GoalsHomePage(page).root).toBeVisible();

    // Another user's goal exists, but not for this user.
    const stranger = await playwrightRequest.newContext({ baseURL });
    await signUp(stranger, uniqueAccount('stranger'));
    const created = await stranger.post('/api/goals', {
      data: ANSWERS,
      headers: { Origin: baseURL },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Goal;
    await stranger.dispose();
    await page.goto(`/goals/${id}`);
    await expect(detail.notFound).toBeVisible();
    await expect(detail.title).toHaveCount(0);
  });
});
