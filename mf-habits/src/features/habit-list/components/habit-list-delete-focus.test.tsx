import type { Habit } from '@goalcoach/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { useHabits } from '../../../shared/api/use-habits';
import { aHabit } from '../../../shared/test/fixtures';
import { HabitList } from './habit-list';
import { HabitsHeader } from './habits-header';

const TODAY = '2026-11-23';

let api: MockApi;
let stored: Habit[];

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

/** The header and the list as the page shows them, the list giving way to nothing when empty. */
function HabitsOnPage() {
  const habits = useHabits();
  return (
    <>
      <HabitsHeader
        today={TODAY}
        habits={habits.data}
        reordering={false}
        onToggleReorder={vi.fn()}
        onAddHabit={vi.fn()}
        onImport={vi.fn()}
      />
      {habits.data && habits.data.length > 0 && (
        <HabitList habits={habits.data} today={TODAY} onEdit={vi.fn()} onViewHistory={vi.fn()} />
      )}
    </>
  );
}

function renderHabits(names: string[]) {
  stored = names.map((habitName, index) => aHabit({ id: `h${index + 1}`, habitName }));
  api
    .on('GET', '/habits', () => ({ status: 200, body: stored }))
    .on('GET', '/habit-entries', { status: 200, body: [] });
  for (const habit of stored) {
    api.on('DELETE', `/habits/${habit.id}`, () => {
      stored = stored.filter(({ id }) => id !== habit.id);
      return { status: 204 };
    });
  }
  renderWithProviders(<HabitsOnPage />);
}

/** Deletes the habit with the keyboard, as a screen-reader user would. */
async function deleteWithKeyboard(name: string) {
  const user = userEvent.setup();
  const card = (await screen.findByRole('heading', { name })).closest<HTMLElement>(
    '[data-testid="habit-card"]',
  );
  if (!card) throw new Error(`No card for ${name}`);
  within(card)
    .getByRole('button', { name: `Delete ${name}` })
    .focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByTestId('habit-delete-dialog');
  within(dialog).getByTestId('habit-delete-confirm').focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Focus after deleting a habit', () => {
  it("moves to the next card's expand toggle", async () => {
    renderHabits(['Morning run', 'Read', 'Stretch']);

    await deleteWithKeyboard('Read');

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Details of Stretch' })).toHaveFocus(),
    );
  });

  it('moves to the previous card when the last one was deleted', async () => {
    renderHabits(['Morning run', 'Read']);

    await deleteWithKeyboard('Read');

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Details of Morning run' })).toHaveFocus(),
    );
  });

  it('moves to Add Habit when no habit is left', async () => {
    renderHabits(['Morning run']);

    await deleteWithKeyboard('Morning run');

    await waitFor(() => expect(screen.getByTestId('habits-add')).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });
});
