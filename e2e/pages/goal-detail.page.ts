import { expect, type Locator, type Page } from '@playwright/test';

export type GoalStat = 'progress' | 'confidence' | 'momentum' | 'resilience';
export type TaskAction = 'Edit' | 'Mark as Win' | 'Unmark as Win' | 'Delete';
export type GoalPlanTab = 'Milestones' | 'Weekly Checkpoints' | "Today's Focus";

/** /goals/{id}: the goal, its stats, 'Start Here Today', the original answers and the plan tabs. */
export class GoalDetailPage {
  readonly root: Locator;
  readonly backToGoals: Locator;
  readonly lead: Locator;
  readonly title: Locator;
  /** The smaller sentence under the heading: the goal with its reason. */
  readonly reason: Locator;
  readonly dates: Locator;
  readonly startDate: Locator;
  readonly endDate: Locator;
  readonly status: Locator;
  readonly offlinePlannerNote: Locator;
  /** "Not right? Choose another": the offline planner's guess of the goal corrected. */
  readonly choosePlanKind: Locator;
  readonly statCards: Locator;
  readonly startHereToday: Locator;
  readonly startHereTasks: Locator;
  readonly answersToggle: Locator;
  readonly answers: Locator;
  readonly tabs: Locator;
  /** The open tab's content. */
  readonly tabPanel: Locator;
  readonly todaysFocus: Locator;
  readonly milestones: Locator;
  readonly checkpoints: Locator;
  readonly notFound: Locator;
  readonly notFoundBack: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('page-goal-detail');
    this.backToGoals = page.getByTestId('back-to-goals');
    this.lead = this.root.getByText('My goal is to:', { exact: true });
    this.title = page.getByTestId('goal-title');
    this.reason = page.getByTestId('goal-reason');
    this.dates = page.getByTestId('goal-dates');
    this.startDate = this.dates.locator('time').first();
    this.endDate = this.dates.locator('time').last();
    this.status = page.getByTestId('goal-status');
    this.offlinePlannerNote = page.getByTestId('offline-planner-note');
    this.choosePlanKind = page.getByTestId('choose-plan-kind');
    this.statCards = page.getByTestId('goal-stats').getByTestId('goal-stat-card');
    this.startHereToday = page.getByTestId('start-here-today');
    this.startHereTasks = this.startHereToday.getByTestId('task-item');
    this.answersToggle = page.getByTestId('original-answers-toggle');
    this.answers = page.getByTestId('original-answers');
    this.tabs = page.getByRole('tablist', { name: 'Your plan' }).getByRole('tab');
    this.tabPanel = page.getByRole('tabpanel');
    this.todaysFocus = page.getByTestId('todays-focus');
    this.milestones = page.getByTestId('milestone-item');
    this.checkpoints = page.getByTestId('checkpoint-item');
    this.notFound = page.getByTestId('goal-not-found');
    this.notFoundBack = page.getByTestId('goal-not-found-back');
  }

  async open(goalId: string): Promise<void> {
    await this.page.goto(`/goals/${goalId}`);
    await expect(this.title).toBeVisible();
  }

  /** Reloads and waits for the goal to be back on screen. */
  async reload(): Promise<void> {
    await this.page.reload();
    await expect(this.title).toBeVisible();
  }

  stat(name: GoalStat): Locator {
    return this.page.getByTestId(`stat-${name}`);
  }

  tab(name: GoalPlanTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: GoalPlanTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** One task row in `within`: by default the open tab (Start Here Today may list it too). */
  task(taskId: string, within: Locator = this.tabPanel): Locator {
    return within.getByTestId('task-item').and(this.page.locator(`[data-task-id="${taskId}"]`));
  }

  taskCheckbox(taskId: string, within: Locator = this.tabPanel): Locator {
    return this.task(taskId, within).getByTestId('task-checkbox');
  }

  /** The ids of the task rows in `rows`, in screen order. */
  async taskIds(rows: Locator): Promise<string[]> {
    return rows.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-task-id') ?? ''),
    );
  }

  checkpoint(checkpointId: string): Locator {
    return this.checkpoints.and(this.page.locator(`[data-checkpoint-id="${checkpointId}"]`));
  }

  checkpointCheckbox(checkpoint: Locator): Locator {
    return checkpoint.getByTestId('checkpoint-checkbox');
  }

  milestoneCheckbox(milestone: Locator): Locator {
    return milestone.getByTestId('milestone-checkbox');
  }

  milestoneStatus(milestone: Locator): Locator {
    return milestone.getByTestId('milestone-status');
  }

  // Part 2: quick add, task actions, refinement, export and deletion.

  get quickAdd(): Locator {
    return this.page.getByTestId('quick-add-task');
  }

  /** Said beside Add while a typed task waits only for its week. */
  get quickAddMissingWeek(): Locator {
    return this.quickAdd.getByTestId('quick-add-missing-week');
  }

  /** Types the task, picks the week and presses Enter in the text field. */
  async quickAddTask(text: string, checkpointId: string): Promise<void> {
    const field = this.quickAdd.getByTestId('quick-add-text');
    await field.fill(text);
    await this.quickAdd.getByTestId('quick-add-checkpoint').selectOption(checkpointId);
    await expect(this.quickAdd.getByTestId('quick-add-submit')).toBeEnabled();
    await field.press('Enter');
  }

  /** The task rows in `within` (by default the open tab) whose text is exactly `text`. */
  taskByText(text: string, within: Locator = this.tabPanel): Locator {
    return within.getByTestId('task-item').filter({
      has: this.page.getByTestId('task-text').getByText(text, { exact: true }),
    });
  }

  taskWinBadge(task: Locator): Locator {
    return task.getByTestId('task-win-badge');
  }

  /** Opens the row's actions menu and picks `action`. */
  async chooseTaskAction(task: Locator, action: TaskAction): Promise<void> {
    await task.getByTestId('task-actions').click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Like chooseTaskAction, then waits for the server to have taken the change. */
  async chooseTaskActionAndWait(task: Locator, action: TaskAction): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) =>
        /^\/api\/tasks\/[^/]+$/.test(new URL(response.url()).pathname) &&
        ['PATCH', 'DELETE'].includes(response.request().method()),
    );
    await this.chooseTaskAction(task, action);
    expect((await answered).ok()).toBe(true);
  }

  /** Ticks the row's checkbox and waits for the server to have taken the tick. */
  async tickTaskAndWait(task: Locator): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) =>
        /^\/api\/tasks\/[^/]+$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'PATCH',
    );
    await task.getByTestId('task-checkbox').click();
    expect((await answered).ok()).toBe(true);
  }

  /** Edit from the row's menu, then the new text and Enter. */
  async editTaskText(task: Locator, text: string): Promise<void> {
    await this.chooseTaskAction(task, 'Edit');
    const field = this.page.getByTestId('task-editor-input');
    await expect(field).toBeFocused();
    await field.fill(text);
    await field.press('Enter');
    await expect(field).toBeHidden();
  }

  /** The toast on screen with `title`. */
  toast(title: string): Locator {
    return this.page.locator('.gc-toast').filter({ hasText: title });
  }

  /** Presses the Undo of the toast titled `title`. */
  async undoFromToast(title: string): Promise<void> {
    await this.toast(title).getByRole('button', { name: 'Undo' }).click();
  }

  milestoneTitle(milestone: Locator): Locator {
    return milestone.getByRole('heading', { level: 3 });
  }

  get refineDialog(): Locator {
    return this.page.getByTestId('refine-dialog');
  }

  /** The stages shown while a milestone is rewritten (the stage text moves on by itself). */
  get refineProgress(): Locator {
    return this.refineDialog.getByTestId('refine-progress');
  }

  get refineStage(): Locator {
    return this.refineDialog.getByTestId('refine-stage');
  }

  /** Opens Refine on the milestone and fills the dialog; does not submit. */
  async fillRefinement(milestone: Locator, reason: string, feedback: string): Promise<void> {
    await milestone.getByTestId('refine-milestone').click();
    await expect(this.refineDialog).toBeVisible();
    await this.refineDialog.getByRole('radio', { name: reason }).check();
    await this.refineDialog.getByTestId('refine-feedback').fill(feedback);
  }

  async submitRefinement(): Promise<void> {
    await this.refineDialog.getByTestId('refine-submit').click();
  }

  get exportButton(): Locator {
    return this.page.getByTestId('export-goal');
  }

  get deleteButton(): Locator {
    return this.page.getByTestId('delete-goal');
  }

  get deleteDialog(): Locator {
    return this.page.getByTestId('delete-goal-dialog');
  }

  /** Delete in the header, then Delete Goal in the confirmation. */
  async deleteGoal(): Promise<void> {
    await this.deleteButton.click();
    await expect(this.deleteDialog).toBeVisible();
    await this.deleteDialog.getByTestId('delete-goal-confirm').click();
  }

  async showCheckpointsOf(milestone: Locator): Promise<void> {
    await milestone.getByRole('button', { name: 'Show weekly checkpoints' }).click();
    await expect(milestone.getByTestId('checkpoint-item').first()).toBeVisible();
    // The list slides open; the next click must not aim at a page that is still moving.
    await milestone.evaluate((element) =>
      Promise.all(
        element
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished.catch(() => undefined)),
      ).then(() => undefined),
    );
  }
}
