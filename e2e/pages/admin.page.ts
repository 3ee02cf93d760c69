import { expect, type Locator, type Page } from '@playwright/test';

/** The four figures at the top of the dashboard. */
export type AdminStatName = 'total-users' | 'active-today' | 'calls-today' | 'cost-today';

/** User Management: the search box and one page of users. */
export class AdminUsersSection {
  readonly root: Locator;
  readonly search: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('admin-users');
    this.search = this.root.getByTestId('admin-users-search');
    this.rows = this.root.getByTestId('admin-user-row');
  }

  /** The row of the account with `email`. */
  row(email: string): Locator {
    return this.rows.filter({ hasText: email });
  }
}

/** Access Control: the current invite code and the form that replaces it. */
export class AdminInviteSection {
  readonly root: Locator;
  readonly current: Locator;
  readonly input: Locator;
  readonly update: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('admin-invite');
    this.current = this.root.getByTestId('admin-invite-current');
    this.input = this.root.getByTestId('admin-invite-input');
    this.update = this.root.getByTestId('admin-invite-update');
  }
}

/** Resource Usage: the figures, the 30-day chart with its text alternative and the export. */
export class AdminUsageSection {
  static readonly CHART_LABEL = 'API calls per day as bars and their cost as a line, last 30 days';

  readonly root: Locator;
  readonly chart: Locator;
  /** The drawn chart, named by its text alternative. */
  readonly canvas: Locator;
  /** The chart's figures day by day, for screen readers. */
  readonly table: Locator;
  readonly exportReport: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('admin-usage');
    this.chart = this.root.getByTestId('admin-usage-chart');
    this.canvas = this.chart.getByRole('img', { name: AdminUsageSection.CHART_LABEL });
    this.table = this.chart.getByRole('table', { name: 'API calls and cost per day' });
    this.exportReport = this.root.getByTestId('admin-export-usage');
  }

  /** Whether the chart's canvas has any pixel drawn on it. */
  async canvasIsDrawn(): Promise<boolean> {
    return this.canvas.evaluate((element) => {
      if (!(element instanceof HTMLCanvasElement) || element.width === 0) return false;
      const context = element.getContext('2d');
      if (!context) return false;
      const { data } = context.getImageData(0, 0, element.width, element.height);
      // Every fourth byte is a pixel's alpha: an empty canvas is transparent throughout.
      return data.some((value, index) => index % 4 === 3 && value > 0);
    });
  }
}

/** Historical Goal Creation & API Tracking: one page of goals, newest first. */
export class AdminGoalHistorySection {
  readonly root: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('admin-goal-history');
    this.rows = this.root.getByTestId('admin-goal-row');
  }

  /** The row of the goal named `goalName` (rows are named by their goal). */
  row(goalName: string): Locator {
    return this.root.getByRole('article', { name: goalName, exact: true });
  }
}

/** The Admin Dashboard (/admin), reached from the account menu by admins only. */
export class AdminPage {
  readonly root: Locator;
  readonly menuItem: Locator;
  readonly users: AdminUsersSection;
  readonly invite: AdminInviteSection;
  readonly usage: AdminUsageSection;
  readonly goalHistory: AdminGoalHistorySection;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('page-admin');
    this.menuItem = page.getByTestId('menu-admin');
    this.users = new AdminUsersSection(page);
    this.invite = new AdminInviteSection(page);
    this.usage = new AdminUsageSection(page);
    this.goalHistory = new AdminGoalHistorySection(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/admin');
    await expect(this.root).toBeVisible();
  }

  /** Opens the dashboard the way an admin does: the account menu's Admin Dashboard. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId('account-menu').click();
    await this.menuItem.click();
    await expect(this.root).toBeVisible();
  }

  stat(name: AdminStatName): Locator {
    return this.page.getByTestId(`admin-stat-${name}`);
  }

  /** A stat card's figure, read as a number ('1,234' is 1234, '$0.22' is 0.22). */
  async statValue(name: AdminStatName): Promise<number> {
    const text = await this.stat(name).locator('dd').innerText();
    return Number(text.replace(/[$,<]/g, ''));
  }

  /** The toast on screen with `title`. */
  toast(title: string): Locator {
    return this.page.locator('.gc-toast').filter({ hasText: title });
  }
}
