import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { someAiSettings } from '../../../shared/test/fixtures';
import { mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { AiSettingsDialog } from './ai-settings-dialog';

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return <AiSettingsDialog open={open} onOpenChange={setOpen} />;
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  const dialog = await screen.findByRole('dialog', { name: 'AI Prompts and Configuration' });
  await within(dialog).findByTestId('ai-settings-form');
  return { user, dialog: within(dialog) };
}

const SAVED = someAiSettings({
  isDefault: false,
  updatedBy: 'Ada Admin',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('AI settings dialog for an admin', () => {
  it('shows one template per prompt with its required placeholders, and who changed them', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: SAVED });
    const { dialog } = await openDialog();

    for (const label of ['System prompt', 'Plan outline', 'Weekly tasks', 'Milestone refinement']) {
      expect(dialog.getByLabelText(new RegExp(label))).not.toHaveAttribute('readonly');
    }
    const tasks = within(dialog.getByTestId('ai-prompt-tasks'));
    expect(tasks.getAllByTestId('ai-prompt-placeholder').map((p) => p.textContent)).toEqual([
      '{{count}}',
      '{{checkpoint}}',
    ]);
    expect(dialog.getByTestId('ai-settings-last-change')).toHaveTextContent(
      'Last changed by Ada Admin on',
    );
    expect(dialog.queryByTestId('ai-settings-read-only')).not.toBeInTheDocument();
  });

  it('marks a placeholder the template no longer holds', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings() });
    const { user, dialog } = await openDialog();
    const outline = dialog.getByLabelText(/Plan outline/);
    await user.clear(outline);
    await user.type(outline, 'Outline a plan.');
    const placeholder = within(dialog.getByTestId('ai-prompt-outline')).getByTestId(
      'ai-prompt-placeholder',
    );
    expect(placeholder).toHaveAttribute('data-missing', 'true');
    expect(placeholder).toHaveTextContent('{{answers}} missing');
  });

  it('saves prompts, model and temperature, says so and closes', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings() });
    api.on('PUT', '/ai-settings', { status: 200, body: SAVED });
    const { user, dialog } = await openDialog();

    await user.type(dialog.getByLabelText(/System prompt/), ' Be kind.');
    await user.click(dialog.getByRole('tab', { name: 'Model and Settings' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Model' }));
    await user.type(dialog.getByRole('textbox', { name: 'Model' }), ' gpt-4o-mini ');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Temperature' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Temperature' }), '1.2');
    api.on('GET', '/ai-settings', { status: 200, body: SAVED });
    await user.click(dialog.getByTestId('ai-settings-save'));

    expect(await screen.findByText('AI settings saved')).toBeInTheDocument();
    const { prompts } = someAiSettings();
    expect(api.calls('PUT', '/ai-settings')[0]?.body).toEqual({
      prompts: { ...prompts, system: 'You are a goal coach. Be kind.' },
      model: 'gpt-4o-mini',
      temperature: 1.2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when a template lacks a placeholder, and stays open", async () => {
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings() });
    api.on('PUT', '/ai-settings', {
      status: 400,
      body: { statusCode: 400, message: 'The outline prompt must contain {{answers}}.' },
    });
    const { user, dialog } = await openDialog();
    await user.clear(dialog.getByLabelText(/Plan outline/));
    await user.type(dialog.getByLabelText(/Plan outline/), 'Outline a plan.');
    await user.click(dialog.getByTestId('ai-settings-save'));

    expect(
      await screen.findByText('The outline prompt must contain {{answers}}.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Plan outline/)).toHaveValue('Outline a plan.');
  });

  it('refuses to save a blank prompt or a temperature outside 0-2', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings() });
    const { user, dialog } = await openDialog();
    const save = dialog.getByTestId('ai-settings-save');

    await user.clear(dialog.getByLabelText(/Weekly tasks/));
    expect(dialog.getByText('Weekly tasks is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(dialog.getByLabelText(/Weekly tasks/), 'Write {{count}} for {{checkpoint}}');
    expect(save).toBeEnabled();

    await user.click(dialog.getByRole('tab', { name: 'Model and Settings' }));
    await user.clear(dialog.getByRole('spinbutton', { name: 'Temperature' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Temperature' }), '2.5');
    expect(dialog.getByText('Temperature must be between 0 and 2')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(dialog.getByTestId('ai-settings-problems')).toHaveTextContent(
      'Fix these tabs before saving: Model and Settings.',
    );
  });

  it('resets to the defaults after a confirmation', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: SAVED });
    api.on('DELETE', '/ai-settings', { status: 200, body: someAiSettings() });
    const { user, dialog } = await openDialog();

    await user.click(dialog.getByTestId('ai-reset'));
    expect(dialog.getByTestId('ai-reset-confirm')).toHaveTextContent('Reset to defaults?');
    await user.click(dialog.getByTestId('ai-reset-keep'));
    expect(api.calls('DELETE')).toEqual([]);

    await user.click(dialog.getByTestId('ai-reset'));
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings() });
    await user.click(dialog.getByTestId('ai-reset-confirm-button'));

    expect(await screen.findByText('AI settings reset to defaults')).toBeInTheDocument();
    expect(api.calls('DELETE', '/ai-settings')).toHaveLength(1);
    expect(await dialog.findByText('The default settings are in force.')).toBeInTheDocument();
    expect(dialog.getByTestId('ai-reset')).toBeDisabled();
  });
});

describe('AI settings dialog for everyone else', () => {
  it('shows the same settings read-only, without Save, and says only admins can change them', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: { ...SAVED, editable: false } });
    const { user, dialog } = await openDialog();

    expect(dialog.getByTestId('ai-settings-read-only')).toHaveTextContent(
      'Only admins can change these settings.',
    );
    expect(dialog.getByLabelText(/System prompt/)).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(/System prompt/)).toHaveValue('You are a goal coach.');
    expect(dialog.queryByTestId('ai-settings-save')).not.toBeInTheDocument();
    expect(dialog.queryByTestId('ai-reset')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Model and Settings' }));
    expect(dialog.getByRole('textbox', { name: 'Model' })).toHaveAttribute('readonly');

    await user.click(dialog.getByTestId('ai-settings-close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AI settings dialog tabs', () => {
  it('says plans come from the offline planner when no AI key is configured', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings({ planSource: 'offline' }) });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'Model and Settings' }));
    expect(dialog.getByTestId('ai-plan-source')).toHaveTextContent(
      'Plans are made by the offline planner: prompts and model apply once an OpenAI key is configured',
    );
    expect(dialog.getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-4o');
    expect(dialog.getByRole('spinbutton', { name: 'Temperature' })).toHaveValue(0.7);
  });

  it('explains the status rules', async () => {
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings() });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'Status Logic' }));
    const logic = within(dialog.getByTestId('ai-status-logic'));
    for (const group of ['Milestones', 'Weekly checkpoints', 'Tasks', 'Goals']) {
      expect(logic.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(logic.getByText(/all of its weekly checkpoints are complete/)).toBeInTheDocument();
    expect(logic.getByText(/one of its checkpoints is reopened/)).toBeInTheDocument();
    expect(logic.getByText(/At 100% progress/)).toBeInTheDocument();
  });

  it('offers Try Again when the settings cannot load', async () => {
    const user = userEvent.setup();
    api.on('GET', '/ai-settings', { status: 500, body: { statusCode: 500, message: 'down' } });
    renderWithProviders(<Harness />);
    expect(await screen.findByTestId('ai-settings-error')).toBeInTheDocument();
    api.on('GET', '/ai-settings', { status: 200, body: someAiSettings() });
    await user.click(screen.getByTestId('ai-settings-retry'));
    expect(await screen.findByTestId('ai-settings-form')).toBeInTheDocument();
  });
});
