import { expect, type Locator, type Page } from '@playwright/test';

/** The daily check-in dialog, opened from Home's floating button or from the Reviews page. */
export class CheckInDialog {
  readonly root: Locator;
  readonly doneYes: Locator;
  readonly doneNo: Locator;
  readonly wins: Locator;
  readonly lessons: Locator;
  readonly save: Locator;
  /** The 1-10 confidence question, a group of radios. */
  readonly confidenceGroup: Locator;
  /** What Save still waits for, said beside it while it is disabled. */
  readonly missing: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('check-in-dialog');
    this.doneYes = this.root.getByTestId('check-in-done-yes');
    this.doneNo = this.root.getByTestId('check-in-done-no');
    this.wins = this.root.getByTestId('check-in-wins');
    this.lessons = this.root.getByTestId('check-in-lessons');
    this.save = this.root.getByTestId('check-in-save');
    this.confidenceGroup = this.root.getByTestId('check-in-confidence');
    this.missing = this.root.getByTestId('check-in-missing');
  }

  /** The radio of confidence `level` (1-10); it covers its whole tile. */
  confidence(level: number): Locator {
    return this.root.getByTestId(`check-in-confidence-${level}`);
  }

  /** Home's floating Check In button, which loads the dialog from the reviews remote. */
  async openFromHome(): Promise<void> {
    await this.page.goto('/');
    await this.openWithButton();
  }

  /** The floating Check In button of the page already open (Home). */
  async openWithButton(): Promise<void> {
    await this.page.getByTestId('check-in-fab').click();
    await expect(this.root).toBeVisible();
  }
}

/** The Weekly tab: this week's card, the manual entry form and the recent check-in cards. */
export class WeeklyTab {
  readonly currentWeek: Locator;
  readonly majorWins: Locator;
  readonly additionalWins: Locator;
  readonly areasToImprove: Locator;
  readonly empty: Locator;
  readonly addEntry: Locator;
  readonly entryForm: Locator;

  constructor(readonly page: Page) {
    this.currentWeek = page.getByTestId('weekly-current-week');
    this.majorWins = this.currentWeek.getByTestId('weekly-major-wins').getByRole('listitem');
    this.additionalWins = this.currentWeek
      .getByTestId('weekly-additional-wins')
      .getByRole('listitem');
    this.areasToImprove = this.currentWeek.getByTestId('weekly-areas-list').getByRole('listitem');
    this.empty = page.getByTestId('weekly-empty');
    this.addEntry = page.getByTestId('weekly-add-entry');
    this.entryForm = page.getByTestId('weekly-entry-form');
  }

  stat(name: 'check-ins' | 'progress-days' | 'avg-confidence'): Locator {
    return this.currentWeek.getByTestId(`weekly-stat-${name}`);
  }

  entryField(name: 'win' | 'lesson' | 'areas' | 'save'): Locator {
    return this.entryForm.getByTestId(`weekly-entry-${name}`);
  }

  /** The card of the check-in of `date` (YYYY-MM-DD) under 'Individual Daily Check-ins'. */
  checkInCard(date: string): Locator {
    return this.page.getByTestId(`check-in-card-${date}`);
  }

  /** The card's 'Confidence n/10', shown only for a confidence the person gave. */
  checkInConfidence(card: Locator): Locator {
    return card.getByTestId('check-in-confidence-badge');
  }

  checkInLines(card: Locator, text: 'wins' | 'lessons'): Locator {
    return card.getByTestId(`check-in-${text}-text`).getByRole('listitem');
  }
}

/** The Monthly tab: the month picker, Generate, the manual entry and one card per month. */
export class MonthlyTab {
  readonly monthSelect: Locator;
  readonly yearSelect: Locator;
  readonly generate: Locator;
  readonly entryOpen: Locator;
  readonly entryForm: Locator;

  constructor(readonly page: Page) {
    this.monthSelect = page.getByTestId('monthly-month-select');
    this.yearSelect = page.getByTestId('monthly-year-select');
    this.generate = page.getByTestId('monthly-generate');
    this.entryOpen = page.getByTestId('monthly-entry-open');
    this.entryForm = page.getByTestId('monthly-entry-form');
  }

  /** The review card of `month` (1-12) of `year`. */
  card(year: number, month: number): Locator {
    return this.page.getByTestId(`monthly-review-${year}-${String(month).padStart(2, '0')}`);
  }

  cardLines(card: Locator, list: 'wins' | 'lessons' | 'areas'): Locator {
    return card.getByTestId(`monthly-review-${list}`).getByRole('listitem');
  }

  cardStat(card: Locator, name: 'confidence' | 'days-active' | 'streak-days'): Locator {
    return card.getByTestId(`monthly-stat-${name}`);
  }

  async choose(year: number, month: number): Promise<void> {
    await this.yearSelect.selectOption(String(year));
    await this.monthSelect.selectOption(String(month));
  }

  /** Adds a manual entry with only a win for the chosen month; the form closes once saved. */
  async addWin(win: string): Promise<void> {
    await this.entryOpen.click();
    await this.entryForm.getByTestId('monthly-entry-wins').fill(win);
    await this.entryForm.getByTestId('monthly-entry-save').click();
    await expect(this.entryForm).toBeHidden();
  }
}

/** The 'Daily Check-In Reminders' dialog. */
export class RemindersDialog {
  readonly root: Locator;
  readonly toggle: Locator;
  /** Notifications are blocked in this browser, and how to allow them. */
  readonly blocked: Locator;
  /** This browser has no notifications (or, on iPhone, only from the Home Screen). */
  readonly unsupported: Locator;
  /** Notifications were not answered yet, with a button to ask again. */
  readonly notAllowed: Locator;
  readonly time: Locator;
  readonly pushStatus: Locator;
  readonly test: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('reminders-dialog');
    this.toggle = this.root.getByTestId('reminders-switch');
    this.blocked = this.root.getByTestId('reminders-blocked');
    this.unsupported = this.root.getByTestId('reminders-unsupported');
    this.notAllowed = this.root.getByTestId('reminders-not-allowed');
    this.time = this.root.getByTestId('reminders-time');
    this.pushStatus = this.root.getByTestId('reminders-push-status');
    this.test = this.root.getByTestId('reminders-test');
  }

  /** Types `time` (HH:MM) and leaves the field; resolves once the server has saved it. */
  async chooseTime(time: string): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/api/notifications/settings') &&
        (response.request().postDataJSON() as { reminderTime?: string }).reminderTime === time,
    );
    await this.time.fill(time);
    await this.time.blur();
    expect((await saved).status()).toBe(200);
  }
}

/** The Reviews page (/reviews): header buttons, the two tabs and the dialogs it opens. */
export class ReviewsPage {
  readonly root: Locator;
  readonly checkInOpen: Locator;
  readonly remindersOpen: Locator;
  readonly weeklyTab: Locator;
  readonly monthlyTab: Locator;
  readonly weekly: WeeklyTab;
  readonly monthly: MonthlyTab;
  readonly checkIn: CheckInDialog;
  readonly reminders: RemindersDialog;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('page-reviews');
    this.checkInOpen = page.getByTestId('reviews-check-in-open');
    this.remindersOpen = page.getByTestId('reviews-reminders-open');
    this.weeklyTab = page.getByTestId('reviews-tab-weekly');
    this.monthlyTab = page.getByTestId('reviews-tab-monthly');
    this.weekly = new WeeklyTab(page);
    this.monthly = new MonthlyTab(page);
    this.checkIn = new CheckInDialog(page);
    this.reminders = new RemindersDialog(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/reviews');
    await expect(this.root).toBeVisible();
  }

  async openReminders(): Promise<void> {
    await this.remindersOpen.click();
    await expect(this.reminders.toggle).toBeVisible();
  }

  /** The toast on screen with `title`. */
  toast(title: string): Locator {
    return this.page.locator('.gc-toast').filter({ hasText: title });
  }
}
