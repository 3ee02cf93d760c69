import type { Habit } from '@goalcoach/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { aHabit } from '../../../shared/test/fixtures';
import { HabitCard } from './habit-card';

let api: MockApi;

const HABITS = [aHabit(), aHabit({ id: 'h2', habitName: 'Read' })];

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

function renderCard() {
  const result = renderWithProviders(
    <HabitCard
      habit={HABITS[0] as Habit}
      today="2026-11-23"
      days={['2026-11-23']}
      entriesByDate={new Map()}
      onEdit={vi.fn()}
      onViewHistory={vi.fn()}
    />,
  );
  result.queryClient.setQueryData(['/habits'], HABITS);
  return result;
}

async function openConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('habit-delete'));
  return screen.findByTestId('habit-delete-dialog');
}

describe('Habit deletion', () => {
  it('asks first, naming the habit; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderCard();

    const dialog = await openConfirmation(user);

    expect(dialog).toHaveAccessibleName('Delete this habit?');
    expect(dialog).toHaveTextContent('“Morning run” will be removed from your routine');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls()).toHaveLength(0);
  });

  it("deletes on confirmation, drops it from the list and says 'Habit Deleted'", async () => {
    const user = userEvent.setup();
    api
      .on('DELETE', '/habits/h1', { status: 204 })
      .on('GET', '/habits', { status: 200, body: [HABITS[1]] });
    const { queryClient } = renderCard();

    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByTestId('habit-delete-confirm'));

    expect(await screen.findByText('Habit Deleted')).toBeInTheDocument();
    expect(screen.getByText('The habit has been removed from your routine.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/habits/h1')).toHaveLength(1);
    expect(queryClient.getQueryData<Habit[]>(['/habits'])?.map(({ id }) => id)).toEqual(['h2']);
  });

  it('keeps the habit and shows an error toast when the deletion fails', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('DELETE', '/habits/h1', reply.handler);
    const { queryClient } = renderCard();

    const dialog = await openConfirmation(user);
    const confirm = within(dialog).getByTestId('habit-delete-confirm');
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    reply.resolve({ status: 500 });

    expect(
      await screen.findByText('Failed to delete habit. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryData<Habit[]>(['/habits'])?.map(({ id }) => id)).toEqual([
      'h1',
      'h2',
    ]);
  });
});
