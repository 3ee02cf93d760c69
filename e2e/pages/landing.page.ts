import { type Locator, type Page } from '@playwright/test';

export class LandingPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly feedbackLink: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('landing-page');
    this.heading = page.getByRole('heading', { level: 1 });
    this.feedbackLink = page.getByTestId('feedback-link');
  }
}
