import { expect, type Locator, type Page } from '@playwright/test';

export type AiPromptName = 'system' | 'outline' | 'tasks' | 'refine';

/** The 'AI Prompts and Configuration' dialog, opened from Home's goals panel. */
export class AiSettingsDialog {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly saveButton: Locator;
  readonly closeButton: Locator;
  readonly readOnlyNote: Locator;
  readonly lastChange: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('ai-settings-button');
    this.dialog = page.getByRole('dialog', { name: 'AI Prompts and Configuration' });
    this.saveButton = this.dialog.getByTestId('ai-settings-save');
    this.closeButton = this.dialog.getByTestId('ai-settings-close');
    this.readOnlyNote = this.dialog.getByTestId('ai-settings-read-only');
    this.lastChange = this.dialog.getByTestId('ai-settings-last-change');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog.getByTestId('ai-settings-form')).toBeVisible();
  }

  prompt(name: AiPromptName): Locator {
    return this.dialog.getByTestId(`ai-prompt-${name}-text`);
  }

  tab(name: 'AI Prompts' | 'Model and Settings' | 'Status Logic'): Locator {
    return this.dialog.getByRole('tab', { name });
  }

  /** The toast on screen with `text` in it. */
  toast(text: string): Locator {
    return this.page.locator('.gc-toast').filter({ hasText: text });
  }
}
