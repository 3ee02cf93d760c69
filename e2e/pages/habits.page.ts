import { expect, type Locator, type Page } from '@playwright/test';

/** The Habits page (/habits): header, habit cards, reorder mode and the dialogs it opens. */
export class HabitsPage {
  readonly root: Locator;
  readonly today: Locator;
  readonly habitCount: Locator;
  readonly automatedCount: Locator;
  readonly reorderToggle: Locator;
  readonly addButton: Locator;
  readonly emptyState: Locator;
  readonly createFirstButton: Locator;
  readonly cards: Locator;
  readonly form: HabitFormDialog;
  readonly history: HabitHistoryDialog;
  readonly reflectionDialog: Locator;
  readonly milestoneDialog: Locator;
  readonly deleteDialog: Locator;
  readonly importButton: Locator;
  readonly loopImport: LoopImportDialog;
  /** The drag-and-drop library's live region: what a screen reader hears while reordering. */
  readonly dragAnnouncer: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('page-habits');
    this.today = page.getByTestId('habits-today');
    this.habitCount = page.getByTestId('habits-count');
    this.automatedCount = page.getByTestId('habits-automated-count');
    this.reorderToggle = page.getByTestId('habits-reorder-toggle');
    this.addButton = page.getByTestId('habits-add');
    this.emptyState = page.getByTestId('habits-empty');
    this.createFirstButton = page.getByTestId('habits-create-first');
    this.cards = page.getByTestId('habit-card');
    this.form = new HabitFormDialog(page);
    this.history = new HabitHistoryDialog(page);
    this.reflectionDialog = page.getByTestId('weekly-reflection-dialog');
    this.milestoneDialog = page.getByTestId('milestone-achieved-dialog');
    this.deleteDialog = page.getByTestId('habit-delete-dialog');
    this.importButton = page.getByTestId('habits-import');
    this.loopImport = new LoopImportDialog(page);
    this.dragAnnouncer = page.locator('[id^="DndLiveRegion"]');
  }

  async open(): Promise<void> {
    await this.page.goto('/habits');
    await expect(this.root).toBeVisible();
  }

  card(name: string): Locator {
    return this.cards.filter({
      has: this.page.getByTestId('habit-name').getByText(name, { exact: true }),
    });
  }

  /** The names on the cards, top to bottom. */
  names(): Promise<string[]> {
    return this.cards.getByTestId('habit-name').allInnerTexts();
  }

  day(card: Locator, date: string): Locator {
    return card.locator(`[data-testid="habit-day"][data-date="${date}"]`);
  }

  /** Opens a card's Completion History and waits for its calendar. */
  async openHistory(card: Locator): Promise<void> {
    await card.getByTestId('habit-history').click();
    await expect(this.history.monthLabel).toBeVisible();
  }

  /** Clicks a day button and waits until its state shows `state`. */
  async setDay(card: Locator, date: string, state: string): Promise<void> {
    const day = this.day(card, date);
    await day.click();
    await expect(day).toHaveAttribute('data-state', state);
    await expect(day).toBeEnabled();
  }
}

/** Habits → Import: a Loop Habit Tracker export, previewed, then imported. */
export class LoopImportDialog {
  readonly root: Locator;
  readonly summary: Locator;
  readonly confirm: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('loop-import-dialog');
    this.summary = this.root.getByTestId('loop-import-summary');
    this.confirm = this.root.getByTestId('loop-import-confirm');
    this.error = this.root.getByTestId('loop-import-error');
  }

  async pick(name: string, buffer: Buffer): Promise<void> {
    await this.root
      .getByTestId('loop-import-file')
      .setInputFiles({ name, mimeType: 'application/zip', buffer });
  }
}

/** The Create/Edit Habit dialog with its three tabs. */
export class HabitFormDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('habit-form-dialog');
  }

  field(name: string): Locator {
    return this.root.getByTestId(`habit-form-${name}`);
  }

  async tab(name: 'basic' | 'psychology' | 'tracking'): Promise<void> {
    await this.field(`tab-${name}`).click();
  }

  async submit(): Promise<void> {
    await this.field('submit').click();
    await expect(this.root).toBeHidden();
  }
}

/** The Completion History dialog. */
export class HabitHistoryDialog {
  readonly root: Locator;
  readonly monthLabel: Locator;
  readonly previousMonth: Locator;
  readonly nextMonth: Locator;
  readonly reflections: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('habit-history-dialog');
    this.monthLabel = this.root.getByTestId('history-month-label');
    this.previousMonth = this.root.getByTestId('history-prev-month');
    this.nextMonth = this.root.getByTestId('history-next-month');
    this.reflections = this.root.getByTestId('history-reflection');
  }

  stat(name: 'current' | 'best' | 'last10' | 'days-active'): Locator {
    return this.root.getByTestId(`history-stat-${name}`);
  }

  day(date: string): Locator {
    return this.root.locator(`[data-testid="history-day"][data-date="${date}"]`);
  }

  /** The dates of the calendar's cells, first row first. */
  async dates(): Promise<string[]> {
    const cells = this.root.getByTestId('history-day');
    return cells.evaluateAll((buttons) => buttons.map((button) => button.dataset.date ?? ''));
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.root).toBeHidden();
  }
}
