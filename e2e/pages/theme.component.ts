import { type Page } from '@playwright/test';

export type ThemeChoice = 'light' | 'dark' | 'system';

export class ThemeControl {
  constructor(readonly page: Page) {}

  async choose(theme: ThemeChoice): Promise<void> {
    await this.page.getByTestId('theme-toggle').click();
    await this.page.getByTestId(`theme-option-${theme}`).click();
  }

  applied(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  stored(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('ui-theme'));
  }
}
