import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { describeViolations, expectNoSeriousViolations, scanPage, type AxeFinding } from './axe.js';

const THEMES = ['dark', 'light'] as const;
/** Where the app keeps the chosen theme. */
const THEME_STORAGE_KEY = 'ui-theme';

/**
 * Scans pages and dialogs with axe in both themes and gathers the findings, so one run of a
 * journey reports everything it saw. The app is set to follow the system's theme, and the
 * emulated colour scheme then switches it live: open menus and dialogs stay as they are.
 */
export class AccessibilityAudit {
  private readonly findings: AxeFinding[] = [];

  constructor(readonly page: Page) {}

  /** Call before the first page loads. */
  async followSystemTheme(): Promise<void> {
    await this.page.addInitScript((key) => localStorage.setItem(key, 'system'), THEME_STORAGE_KEY);
    // The app shortens its transitions for reduced motion, so the waits for them are short.
    await this.page.emulateMedia({ reducedMotion: 'reduce' });
  }

  /** Scans what is on screen now in each theme; `where` names it in the report. */
  async scan(where: string): Promise<void> {
    for (const theme of THEMES) {
      await this.page.emulateMedia({ colorScheme: theme });
      await expect(this.page.locator('html')).toHaveAttribute('data-theme', theme);
      await this.settle();
      this.findings.push({ where: `${where} (${theme})`, violations: await scanPage(this.page) });
    }
  }

  /**
   * Fails with the whole list when anything scanned had a serious or critical violation. Every
   * finding, minor and moderate ones too, goes into the test's report as `axe-findings`.
   */
  async expectNoSeriousViolations(): Promise<void> {
    const report = this.findings
      .filter(({ violations }) => violations.length > 0)
      .map(({ where, violations }) => `${where}:\n${describeViolations(violations)}`)
      .join('\n\n');
    await test.info().attach('axe-findings', {
      body: report || 'No violations.',
      contentType: 'text/plain',
    });
    expectNoSeriousViolations(this.findings);
  }

  /**
   * Waits for what is loading to be there, then for the animations and transitions that end
   * (spinners turn for ever): the page is scanned as a person would read it.
   */
  private async settle(): Promise<void> {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ).then(() => undefined),
    );
  }
}
