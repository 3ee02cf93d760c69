import { type Locator, type Page } from '@playwright/test';

export class NotFoundPage {
  readonly root: Locator;
  readonly backToGoals: Locator;
  readonly checkHabits: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('not-found-page');
    this.backToGoals = page.getByRole('link', { name: 'Back to Your Goals' });
    this.checkHabits = page.getByRole('link', { name: 'Check Your Habits' });
  }
}
