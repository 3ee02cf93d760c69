import { randomBytes } from 'node:crypto';
import { signUp, uniqueAccount } from '../support/accounts.js';
import { baseURL } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { AiSettingsDialog } from '../pages/ai-settings.page.js';
import { GoalsHomePage } from '../pages/goals-home.page.js';

test.describe('AI Prompts and Configuration', () => {
  test('an admin edits a prompt and saves; a regular user reads it without a way to change it', async ({
    adminPage,
    browser,
  }) => {
    const marker = `Always be encouraging ${randomBytes(3).toString('hex')}`;
    const withMarker = new RegExp(marker);
    try {
      await new GoalsHomePage(adminPage).open();
      const adminDialog = new AiSettingsDialog(adminPage);
      await adminDialog.open();
      await expect(adminDialog.readOnlyNote).toBeHidden();

      await adminDialog.prompt('system').press('Control+End');
      await adminDialog.prompt('system').pressSequentially(` ${marker}`);
      await adminDialog.saveButton.click();
      await expect(adminDialog.toast('AI settings saved')).toBeVisible();
      await expect(adminDialog.dialog).toBeHidden();

      await adminDialog.open();
      await expect(adminDialog.prompt('system')).toHaveValue(withMarker);
      await expect(adminDialog.lastChange).toContainText('Last changed by');

      const context = await browser.newContext({ baseURL });
      try {
        const page = await context.newPage();
        await signUp(page.request, uniqueAccount('reader'));
        await new GoalsHomePage(page).open();
        const dialog = new AiSettingsDialog(page);
        await dialog.open();

        await expect(dialog.readOnlyNote).toContainText('Only admins can change these settings.');
        await expect(dialog.prompt('system')).toHaveValue(withMarker);
        await expect(dialog.prompt('system')).toHaveAttribute('readonly', '');
        await expect(dialog.saveButton).toHaveCount(0);
        await dialog.closeButton.click();
        await expect(dialog.dialog).toBeHidden();
      } finally {
        await context.close();
      }
    } finally {
      // Leave the defaults for every other journey.
      await adminPage.request.delete('/api/ai-settings', { headers: { Origin: baseURL } });
    }
  });
});
