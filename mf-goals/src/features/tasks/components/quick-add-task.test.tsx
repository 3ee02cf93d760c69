import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aCheckpoint, aMilestone, aTask } from '../../../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { QuickAddTask } from './quick-add-task';

let api: MockApi;

/** Week 1 is past, week 2 holds "today" (Dec 1), week 5 is ahead. */
function servePlan() {
  api
    .on('GET', '/checkpoints-with-context/g1', {
      status: 200,
      body: [
        { id: 'c1', title: 'Week 1: Base', milestoneTitle: 'Build the base' },
        { id: 'c2', title: 'Week 2: More', milestoneTitle: 'Build the base' },
        { id: 'c5', title: 'Week 5: Long runs', milestoneTitle: 'Go longer' },
      ],
    })
    .on('GET', '/milestones/g1', {
      status: 200,
      body: [aMilestone({ id: 'm1' }), aMilestone({ id: 'm2', position: 2, title: 'Go longer' })],
    })
    .on('GET', '/milestones/m1/checkpoints', {
      status: 200,
      body: [
        aCheckpoint({ id: 'c1', startDate: '2026-11-22', endDate: '2026-11-28' }),
        aCheckpoint({ id: 'c2', weekNumber: 2, startDate: '2026-11-29', endDate: '2026-12-05' }),
      ],
    })
    .on('GET', '/milestones/m2/checkpoints', {
      status: 200,
      body: [
        aCheckpoint({
          id: 'c5',
          milestoneId: 'm2',
          weekNumber: 5,
          startDate: '2026-12-20',
          endDate: '2026-12-26',
        }),
      ],
    });
}

function renderQuickAdd() {
  return renderWithProviders(<QuickAddTask goalId="g1" />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 1, 10, 0));
  api = mockApi();
  servePlan();
});

afterEach(() => {
  vi.useRealTimers();
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe('Quick add task', () => {
  it("lists the goal's weeks under their milestones and waits for text and a week", async () => {
    const user = userEvent.setup();
    renderQuickAdd();

    const select = screen.getByRole('combobox', { name: 'Checkpoint' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(screen.getByRole('group', { name: 'Build the base' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Go longer' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a week',
      'Week 1: Base',
      'Week 2: More',
      'Week 5: Long runs',
    ]);

    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Task' }), '   ');
    await user.selectOptions(select, 'c2');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Buy shoes');
    await waitFor(() => expect(add).toBeEnabled());
    expect(api.calls('POST')).toHaveLength(0);
  });

  it('adds on Enter with today as the date when today is in the week', async () => {
    const user = userEvent.setup();
    api.on('POST', '/tasks', {
      status: 201,
      body: aTask({ id: 'new', task: 'Buy shoes', checkpointId: 'c2', date: '2026-12-01' }),
    });
    renderQuickAdd();

    const text = screen.getByRole('textbox', { name: 'Task' });
    await user.type(text, '  Buy shoes  ');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Checkpoint' }), 'c2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    await user.type(text, '{Enter}');

    await waitFor(() => expect(api.calls('POST', '/tasks')).toHaveLength(1));
    expect(api.calls('POST', '/tasks')[0]?.body).toEqual({
      goalId: 'g1',
      task: 'Buy shoes',
      checkpointId: 'c2',
      date: '2026-12-01',
    });
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(screen.getByText('Added to Week 2: More.')).toBeInTheDocument();
    expect(text).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Checkpoint' })).toHaveValue('c2');
  });

  it("dates a task of another week on that week's first day", async () => {
    const user = userEvent.setup();
    api.on('POST', '/tasks', { status: 201, body: aTask({ id: 'new' }) });
    renderQuickAdd();

    const text = screen.getByRole('textbox', { name: 'Task' });
    await user.type(text, 'Plan the long run');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Checkpoint' }), 'c5');
    const add = screen.getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    await waitFor(() => expect(api.calls('POST', '/tasks')).toHaveLength(1));
    expect(api.calls('POST', '/tasks')[0]?.body).toMatchObject({
      checkpointId: 'c5',
      date: '2026-12-20',
    });
  });

  it("says so with Retry, instead of spinning, when a week's dates cannot be read", async () => {
    const user = userEvent.setup();
    api.on('GET', '/milestones/m2/checkpoints', {
      status: 500,
      body: { statusCode: 500, message: 'down' },
    });
    renderQuickAdd();

    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Plan the long run');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Checkpoint' }), 'c5');

    const failure = await screen.findByTestId('quick-add-weeks-error');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure).toHaveTextContent("The weeks' dates could not be loaded");
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(add).not.toHaveAttribute('aria-busy', 'true');

    servePlan();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('quick-add-weeks-error')).toBeNull());
    await waitFor(() => expect(add).toBeEnabled());
    expect(api.calls('GET', '/milestones/m2/checkpoints')).toHaveLength(2);
  });

  it('offers Retry when the milestones themselves cannot be read', async () => {
    const user = userEvent.setup();
    api.on('GET', '/milestones/g1', { status: 500, body: { statusCode: 500, message: 'down' } });
    renderQuickAdd();

    const select = screen.getByRole('combobox', { name: 'Checkpoint' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'c1');
    expect(await screen.findByTestId('quick-add-weeks-error')).toBeInTheDocument();

    servePlan();
    await user.click(screen.getByTestId('quick-add-weeks-retry'));
    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Stretch');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(screen.queryByTestId('quick-add-weeks-error')).toBeNull();
  });

  it("defaults to this week's checkpoint once the person turns to the form", async () => {
    const user = userEvent.setup();
    api.on('POST', '/tasks', { status: 201, body: aTask({ id: 'new', checkpointId: 'c2' }) });
    renderQuickAdd();

    const add = screen.getByRole('button', { name: 'Add' });
    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Buy shoes');
    // Dec 1 falls in week 2 (Nov 29 - Dec 5).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Checkpoint' })).toHaveValue('c2'),
    );
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByTestId('quick-add-missing-week')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Task' }), '{Enter}');

    await waitFor(() => expect(api.calls('POST', '/tasks')).toHaveLength(1));
    expect(api.calls('POST', '/tasks')[0]?.body).toMatchObject({
      checkpointId: 'c2',
      date: '2026-12-01',
    });
  });

  it('says beside Add that a week is missing when no week of the plan holds today', async () => {
    vi.setSystemTime(new Date(2027, 0, 15, 10, 0)); // after the plan's last week
    const user = userEvent.setup();
    renderQuickAdd();

    const add = screen.getByRole('button', { name: 'Add' });
    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Stretch');
    const missing = await screen.findByTestId('quick-add-missing-week');
    expect(missing).toHaveTextContent('Choose the week this task belongs to.');
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose the week this task belongs to.');
    const select = screen.getByRole('combobox', { name: 'Checkpoint' });
    expect(select).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Task' }), '{Enter}');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveFocus();
    expect(api.calls('POST')).toHaveLength(0);

    await user.selectOptions(select, 'c1');
    expect(screen.queryByTestId('quick-add-missing-week')).not.toBeInTheDocument();
    await waitFor(() => expect(add).toBeEnabled());
  });

  it('keeps the text and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/tasks', reply.handler);
    renderQuickAdd();

    const text = screen.getByRole('textbox', { name: 'Task' });
    await user.type(text, 'Foam roll');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Checkpoint' }), 'c1');
    const add = screen.getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'true'));

    reply.resolve({ status: 400, body: { statusCode: 400, message: 'Task is too long' } });
    expect(await screen.findByText('Task is too long')).toBeInTheDocument();
    expect(text).toHaveValue('Foam roll');
    expect(add).toBeEnabled();
  });

  it('falls back to a plain message without the server’s words', async () => {
    const user = userEvent.setup();
    api.on('POST', '/tasks', { status: 502 });
    renderQuickAdd();

    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Foam roll');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Checkpoint' }), 'c1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Task' }), '{Enter}');

    expect(await screen.findByText('Failed to add task. Please try again.')).toBeInTheDocument();
  });
});
