import { GOAL_UNDO_TOAST_MS, type DeletedGoal } from '@goalcoach/contracts';
import { useToastStore } from '@goalcoach/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aGoal } from '../../../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { DeleteGoalButton } from './delete-goal-button';

let api: MockApi;

const DELETED: DeletedGoal = {
  id: 'g1',
  goalName: 'Run a half marathon',
  shortTitle: 'Half marathon',
  personalLegend: '',
  deletedAt: '2026-12-01T10:00:00.000Z',
  restorableUntil: '2026-12-02T10:00:00.000Z',
  expired: false,
};

/** The goal page at /goals/g1; every other address shows 'elsewhere' (Home here). */
function renderGoalPage() {
  const result = renderWithProviders(<DeleteGoalButton goalId="g1" />, {
    route: '/goals/g1',
    path: '/goals/:goalId',
  });
  result.queryClient.setQueryData(['/goals'], [aGoal({ id: 'g1' }), aGoal({ id: 'g2' })]);
  return result;
}

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this goal?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete Goal' }));
  return dialog;
}

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe('Goal deletion', () => {
  it('asks first, saying the goal can be restored for 24 hours', async () => {
    const user = userEvent.setup();
    renderGoalPage();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this goal?' });
    expect(dialog).toHaveTextContent('You can restore it for 24 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(api.calls()).toHaveLength(0);
  });

  it('goes Home with an 8 s Undo toast; Undo restores the goal and opens it', async () => {
    const user = userEvent.setup();
    api
      .on('DELETE', '/goals/g1', { status: 200, body: DELETED })
      .on('POST', '/goals/g1/undo', { status: 200, body: aGoal({ id: 'g1' }) });
    const { queryClient } = renderGoalPage();

    await confirmDeletion(user);

    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByText('Goal deleted')).toBeInTheDocument();
    expect(screen.getByText('You have 24 hours to undo.')).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]?.duration).toBe(GOAL_UNDO_TOAST_MS);
    expect(queryClient.getQueryData<{ id: string }[]>(['/goals'])?.map((g) => g.id)).toEqual([
      'g2',
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(
      await screen.findByText('Your goal has been successfully restored.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(api.calls('POST', '/goals/g1/undo')).toHaveLength(1);
  });

  it('stays Home and says the undo period may be over when the restore is refused', async () => {
    const user = userEvent.setup();
    api.on('DELETE', '/goals/g1', { status: 200, body: DELETED }).on('POST', '/goals/g1/undo', {
      status: 409,
      body: { statusCode: 409, message: 'The goal can no longer be restored' },
    });
    renderGoalPage();

    await confirmDeletion(user);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(
      await screen.findByText('Failed to restore goal. The undo period may have expired.'),
    ).toBeInTheDocument();
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('keeps the goal page and says so when the deletion fails', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('DELETE', '/goals/g1', reply.handler);
    renderGoalPage();

    const dialog = await confirmDeletion(user);
    const confirm = within(dialog).getByRole('button', { name: 'Delete Goal' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    reply.resolve({ status: 500 });
    expect(await screen.findByText('Failed to delete goal. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
    // Once the dialog has closed (the page is hidden from assistive technology until then).
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("says its own message, not the server's, when the server explains the refusal", async () => {
    const user = userEvent.setup();
    api.on('DELETE', '/goals/g1', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'A plan is already being generated for you. Please wait until it is ready.',
      },
    });
    renderGoalPage();

    await confirmDeletion(user);

    const toast = await screen.findByText('Failed to delete goal. Please try again.');
    expect(toast.closest('.gc-toast')).toHaveTextContent('Error');
    expect(screen.queryByText(/already being generated/)).not.toBeInTheDocument();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });
});
