import { expect, type Locator, type Page } from '@playwright/test';

export type HomeTabName = 'Goals' | 'Milestones' | 'Habits' | 'Tasks' | 'Reviews';

/** Home's tabs and the milestones and tasks panels behind them, with their dialogs. */
export class HomeTabsPage {
  readonly tabList: Locator;
  readonly panel: Locator;
  readonly todayTasks: Locator;
  readonly addTaskButton: Locator;
  readonly addTaskDialog: Locator;
  readonly addTaskDescription: Locator;
  readonly addTaskGoal: Locator;
  readonly addTaskSubmit: Locator;
  readonly addTaskError: Locator;
  /** What the disabled Add Task waits for, said beside it. */
  readonly addTaskMissing: Locator;
  readonly milestones: Locator;
  readonly milestoneDialog: Locator;

  constructor(readonly page: Page) {
    this.tabList = page.getByRole('tablist', { name: 'Home' });
    this.panel = page.getByRole('tabpanel');
    this.todayTasks = page.getByTestId('today-task');
    this.addTaskButton = page.getByTestId('add-task-button');
    this.addTaskDialog = page.getByRole('dialog', { name: 'Add Task' });
    this.addTaskDescription = this.addTaskDialog.getByTestId('add-task-description');
    this.addTaskGoal = this.addTaskDialog.getByTestId('add-task-goal');
    this.addTaskSubmit = this.addTaskDialog.getByTestId('add-task-submit');
    this.addTaskError = this.addTaskDialog.getByTestId('add-task-error');
    this.addTaskMissing = this.addTaskDialog.getByTestId('add-task-missing');
    this.milestones = page.getByTestId('milestone-overview-item');
    this.milestoneDialog = page.getByRole('dialog', { name: 'Edit Milestone' });
  }

  tab(name: HomeTabName): Locator {
    return this.tabList.getByRole('tab', { name, exact: true });
  }

  /** Home with the panel of `tab` open, straight from the address. */
  async open(tab: 'goals' | 'milestones' | 'tasks' = 'goals'): Promise<void> {
    await this.page.goto(tab === 'goals' ? '/' : `/?tab=${tab}`);
    await expect(this.tabList).toBeVisible();
  }

  async openTab(name: HomeTabName): Promise<void> {
    await this.tab(name).click();
  }

  todayTask(text: string): Locator {
    return this.todayTasks.filter({ hasText: text });
  }

  todayTaskCheckbox(text: string): Locator {
    return this.todayTask(text).getByRole('checkbox', { name: text });
  }

  todayTaskGoal(text: string): Locator {
    return this.todayTask(text).getByTestId('today-task-goal');
  }

  todayTaskWin(text: string): Locator {
    return this.todayTask(text).getByTestId('today-task-win');
  }

  /** Adds a task for today; `goal` is the goal select's option label. */
  async addTask(text: string, goal?: string): Promise<void> {
    await this.addTaskButton.click();
    await expect(this.addTaskDialog).toBeVisible();
    await this.addTaskDescription.fill(text);
    if (goal) await this.addTaskGoal.selectOption({ label: goal });
    await this.addTaskSubmit.click();
  }

  milestone(title: string): Locator {
    return this.milestones.filter({
      has: this.page.getByTestId('milestone-overview-title').getByText(title, { exact: true }),
    });
  }

  milestoneTitle(milestone: Locator): Locator {
    return milestone.getByTestId('milestone-overview-title');
  }

  async editMilestone(milestone: Locator, title: string, description?: string): Promise<void> {
    await milestone.getByTestId('milestone-edit').click();
    await expect(this.milestoneDialog).toBeVisible();
    await this.milestoneDialog.getByTestId('milestone-edit-title').fill(title);
    if (description !== undefined) {
      await this.milestoneDialog.getByTestId('milestone-edit-description').fill(description);
    }
    await this.milestoneDialog.getByTestId('milestone-edit-save').click();
  }

  /** The toast on screen with `title`. */
  toast(title: string): Locator {
    return this.page.locator('.gc-toast').filter({ hasText: title });
  }
}
