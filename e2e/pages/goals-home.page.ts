import { expect, type Locator, type Page } from '@playwright/test';

/** Home's goals tab ('Your Goals'): the stats strip, the goal cards and the way into the wizard. */
export class GoalsHomePage {
  readonly root: Locator;
  readonly emptyState: Locator;
  readonly createFirstGoalButton: Locator;
  readonly newGoalButton: Locator;
  readonly goalCards: Locator;
  readonly statsStrip: Locator;
  readonly activeGoals: Locator;
  readonly streak: Locator;
  readonly completedGoals: Locator;
  readonly overallProgress: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('page-goals-home');
    this.emptyState = page.getByRole('heading', { name: 'Ready to achieve something amazing?' });
    this.createFirstGoalButton = page.getByTestId('create-first-goal');
    this.newGoalButton = page.getByTestId('new-goal-button');
    this.goalCards = page.getByTestId('goal-card');
    this.statsStrip = page.getByTestId('stats-strip');
    this.activeGoals = page.getByTestId('stats-active-goals');
    this.streak = page.getByTestId('stats-streak');
    this.completedGoals = page.getByTestId('stats-completed-goals');
    this.overallProgress = page.getByTestId('stats-overall-progress');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.root).toBeVisible();
  }

  /** The card of the goal named `name` (the card's heading). */
  card(name: string): Locator {
    return this.goalCards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  cardProgress(card: Locator): Locator {
    return card.getByRole('progressbar', { name: 'Progress' });
  }

  cardNewBadge(card: Locator): Locator {
    return card.getByTestId('goal-card-new');
  }

  /** A card shows `percent` as its bar's value and as the number beside it. */
  async expectCardProgress(card: Locator, percent: number): Promise<void> {
    await expect(this.cardProgress(card)).toHaveAttribute('aria-valuenow', String(percent));
    await expect(card).toContainText(`${percent}%`);
  }
}
