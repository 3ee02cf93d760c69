import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aMilestoneWithGoal } from '../../../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { MilestoneOverview } from './milestone-overview';

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

const LONG_NAME = 'Learn to play the guitar well enough for a band';

function someMilestones() {
  return [
    aMilestoneWithGoal({ id: 'm1', title: 'Build the base', status: 'in_progress' }),
    aMilestoneWithGoal({
      id: 'm2',
      goalId: 'g2',
      goalName: LONG_NAME,
      title: 'Learn five chords',
      status: 'complete',
    }),
    aMilestoneWithGoal({ id: 'm3', title: 'Race week', status: 'upcoming' }),
  ];
}

const itemOf = (id: string) => {
  const item = screen
    .getAllByTestId('milestone-overview-item')
    .find((element) => element.getAttribute('data-milestone-id') === id);
  if (!item) throw new Error(`no milestone ${id}`);
  return item;
};

describe('Home milestones tab', () => {
  it('lists every goal’s milestones with a goal badge, a status label and a link to the goal', async () => {
    const reply = deferredReply();
    api.on('GET', '/milestones', reply.handler);
    renderWithProviders(<MilestoneOverview onCreateGoal={vi.fn()} />);
    expect(screen.getByTestId('milestones-loading')).toHaveAttribute('aria-busy', 'true');

    reply.resolve({ status: 200, body: someMilestones() });
    expect(await screen.findByText('Build the base')).toBeInTheDocument();

    const guitar = within(itemOf('m2'));
    expect(guitar.getByTestId('milestone-goal-badge')).toHaveTextContent(
      'Learn to play the guitar well…',
    );
    expect(guitar.getByTestId('milestone-goal-badge')).toHaveAttribute('title', LONG_NAME);
    expect(guitar.getByTestId('milestone-overview-status')).toHaveTextContent('Complete');
    expect(guitar.getByTestId('milestone-goal-link')).toHaveAttribute('href', '/goals/g2');
    expect(within(itemOf('m1')).getByTestId('milestone-overview-status')).toHaveTextContent(
      'In Progress',
    );
    expect(within(itemOf('m3')).getByTestId('milestone-overview-status')).toHaveTextContent(
      'Upcoming',
    );
  });

  it('suggests creating a goal when there are no milestones yet', async () => {
    const user = userEvent.setup();
    const onCreateGoal = vi.fn();
    api.on('GET', '/milestones', { status: 200, body: [] });
    renderWithProviders(<MilestoneOverview onCreateGoal={onCreateGoal} />);

    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a Goal' }));
    expect(onCreateGoal).toHaveBeenCalledTimes(1);
  });

  it('offers Try Again when the list cannot load', async () => {
    const user = userEvent.setup();
    api.on('GET', '/milestones', { status: 500, body: { statusCode: 500, message: 'down' } });
    renderWithProviders(<MilestoneOverview onCreateGoal={vi.fn()} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load milestones');
    api.on('GET', '/milestones', { status: 200, body: someMilestones() });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Race week')).toBeInTheDocument();
  });
});

describe('Milestone edit dialog', () => {
  beforeEach(() => {
    api.on('GET', '/milestones', { status: 200, body: someMilestones() });
  });

  async function openEditor(title = 'Build the base') {
    const user = userEvent.setup();
    renderWithProviders(<MilestoneOverview onCreateGoal={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: `Edit milestone: ${title}` }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Edit Milestone' }) };
  }

  it('starts from the milestone’s texts and refuses blank ones', async () => {
    const { user, dialog } = await openEditor();
    const title = within(dialog).getByLabelText(/Title/);
    const description = within(dialog).getByLabelText(/Description/);
    expect(title).toHaveValue('Build the base');
    expect(description).toHaveValue('Get used to running three times a week');

    await user.clear(title);
    await user.type(title, '   ');
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByTestId('milestone-edit-save')).toBeDisabled();

    await user.clear(title);
    await user.type(title, 'Base');
    await user.clear(description);
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByTestId('milestone-edit-save')).toBeDisabled();
  });

  it('saves trimmed texts, says "Milestone updated" and shows the list read afresh', async () => {
    const { user, dialog } = await openEditor();
    api.on('PATCH', '/milestones/m1', { status: 200, body: {} });
    const title = within(dialog).getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, '  Build a strong base  ');
    api.on('GET', '/milestones', {
      status: 200,
      body: [aMilestoneWithGoal({ id: 'm1', title: 'Build a strong base' })],
    });
    await user.click(within(dialog).getByTestId('milestone-edit-save'));

    expect(await screen.findByText('Milestone updated')).toBeInTheDocument();
    expect(api.calls('PATCH', '/milestones/m1')[0]?.body).toEqual({
      title: 'Build a strong base',
      description: 'Get used to running three times a week',
    });
    expect(screen.queryByRole('dialog', { name: 'Edit Milestone' })).not.toBeInTheDocument();
    expect(await screen.findByText('Build a strong base')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when saving fails", async () => {
    const { user, dialog } = await openEditor();
    api.on('PATCH', '/milestones/m1', {
      status: 400,
      body: { statusCode: 400, message: 'Title must be at most 120 characters' },
    });
    await user.type(within(dialog).getByLabelText(/Title/), '!');
    await user.click(within(dialog).getByTestId('milestone-edit-save'));

    expect(await screen.findByText('Title must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Milestone' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Build the base!');
  });

  it('closes on Cancel and on Escape without saving', async () => {
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByTestId('milestone-edit-cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit milestone: Race week' }));
    expect(screen.getByRole('dialog', { name: 'Edit Milestone' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('PATCH')).toEqual([]);
  });
});
