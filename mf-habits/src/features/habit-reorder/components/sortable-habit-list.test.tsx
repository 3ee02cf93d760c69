import type { Habit } from '@goalcoach/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { useHabits } from '../../../shared/api/use-habits';
import { aHabit } from '../../../shared/test/fixtures';
import { ReorderingHabitCard } from '../../habit-list/components/reordering-habit-card';
import { SortableHabitList } from './sortable-habit-list';

const HABITS = [
  aHabit({ id: 'h1', habitName: 'Morning run', displayOrder: 0 }),
  aHabit({ id: 'h2', habitName: 'Read', displayOrder: 1 }),
  aHabit({ id: 'h3', habitName: 'Stretch', displayOrder: 2 }),
];

const ROW_HEIGHT = 200;

let api: MockApi;

/**
 * jsdom lays nothing out; dnd-kit's keyboard moves need rects. Each habit's list item gets
 * one row of a vertical list, by its place among its siblings.
 */
function layOutListItems() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li.gc-habit-list__item');
    if (!item?.parentElement) return original.call(this);
    const index = Array.from(item.parentElement.children).indexOf(item);
    return DOMRect.fromRect({ x: 0, y: index * ROW_HEIGHT, width: 320, height: ROW_HEIGHT - 20 });
  });
}

/** The page's way of showing the habits: from the habits query, in reorder mode. */
function ReorderingHabits() {
  const habits = useHabits();
  return habits.data ? (
    <SortableHabitList
      habits={habits.data}
      renderCard={(habit, dragHandle) => (
        <ReorderingHabitCard habit={habit} dragHandle={dragHandle} onViewHistory={vi.fn()} />
      )}
    />
  ) : null;
}

function shownOrder() {
  return screen.getAllByTestId('habit-name').map((name) => name.textContent);
}

function handleOf(name: string) {
  return screen.getByRole('button', { name: `Move ${name}` });
}

beforeEach(() => {
  layOutListItems();
  api = mockApi();
  api.on('GET', '/habit-entries', { status: 200, body: [] });
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

async function renderReordering() {
  api.on('GET', '/habits', { status: 200, body: HABITS });
  const result = renderWithProviders(<ReorderingHabits />);
  await screen.findAllByTestId('habit-drag-handle');
  return result;
}

describe('Habit cards in reorder mode', () => {
  it('hide edit and delete and show a drag handle named after the habit', async () => {
    await renderReordering();
    const card = screen.getAllByTestId('habit-card')[0];
    if (!card) throw new Error('no card');
    expect(within(card).queryByTestId('habit-edit')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('habit-delete')).not.toBeInTheDocument();
    expect(within(card).getByTestId('habit-drag-handle')).toHaveAccessibleName('Move Morning run');
    expect(within(card).getByTestId('habit-history')).toBeInTheDocument();
  });
});

// Several keyboard moves through dnd-kit's sensors take a few seconds in jsdom.
describe('Reordering habits by keyboard', { timeout: 15_000 }, () => {
  it('lifts with Space, moves with the arrows, drops with Space and saves every position', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habits/reorder', reply.handler);
    await renderReordering();

    const handle = handleOf('Morning run');
    await waitFor(() =>
      expect(
        document.getElementById(handle.getAttribute('aria-describedby') ?? ''),
      ).toHaveTextContent(/press Space or Enter.*arrow keys.*Escape to cancel/),
    );
    handle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Picked up Morning run, position 1 of 3.')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Morning run moved to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Morning run moved to position 3 of 3.')).toBeInTheDocument();
    await user.keyboard(' ');

    expect(await screen.findByText('Morning run dropped at position 3 of 3.')).toBeInTheDocument();
    // Shown at once, before the server answers.
    await waitFor(() => expect(shownOrder()).toEqual(['Read', 'Stretch', 'Morning run']));
    expect(api.calls('POST', '/habits/reorder').map((call) => call.body)).toEqual([
      {
        habitOrders: [
          { id: 'h2', displayOrder: 0 },
          { id: 'h3', displayOrder: 1 },
          { id: 'h1', displayOrder: 2 },
        ],
      },
    ]);

    api.on('GET', '/habits', {
      status: 200,
      body: [HABITS[1], HABITS[2], HABITS[0]].map((habit, displayOrder) => ({
        ...habit,
        displayOrder,
      })),
    });
    await act(async () => reply.resolve({ status: 204 }));

    expect(await screen.findByText('Habits Reordered')).toBeInTheDocument();
    expect(screen.getByText('Your habit order has been updated.')).toBeInTheDocument();
    expect(shownOrder()).toEqual(['Read', 'Stretch', 'Morning run']);
  });

  it('moves up with the arrow keys too, and Enter lifts', async () => {
    const user = userEvent.setup();
    api.on('POST', '/habits/reorder', { status: 204 });
    await renderReordering();

    handleOf('Stretch').focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Picked up Stretch, position 3 of 3.');
    await user.keyboard('{ArrowUp}');
    await screen.findByText('Stretch moved to position 2 of 3.');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.calls('POST', '/habits/reorder')).toHaveLength(1));
    expect(api.calls('POST', '/habits/reorder')[0]?.body).toEqual({
      habitOrders: [
        { id: 'h1', displayOrder: 0 },
        { id: 'h3', displayOrder: 1 },
        { id: 'h2', displayOrder: 2 },
      ],
    });
  });

  it('cancels with Escape: nothing moves and nothing is sent', async () => {
    const user = userEvent.setup();
    await renderReordering();

    handleOf('Read').focus();
    await user.keyboard(' ');
    await screen.findByText('Picked up Read, position 2 of 3.');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    expect(
      await screen.findByText('Moving cancelled. Read is back at position 2 of 3.'),
    ).toBeInTheDocument();
    expect(shownOrder()).toEqual(['Morning run', 'Read', 'Stretch']);
    expect(api.calls('POST', '/habits/reorder')).toHaveLength(0);
  });

  it('puts the old order back and says so when saving fails', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habits/reorder', reply.handler);
    const { queryClient } = await renderReordering();
    // The list read again after the failure stays unanswered: the rollback alone restores it.
    api.on('GET', '/habits', deferredReply().handler);

    handleOf('Morning run').focus();
    await user.keyboard(' ');
    await screen.findByText('Picked up Morning run, position 1 of 3.');
    await user.keyboard('{ArrowDown}');
    await screen.findByText('Morning run moved to position 2 of 3.');
    await user.keyboard(' ');
    await waitFor(() => expect(shownOrder()).toEqual(['Read', 'Morning run', 'Stretch']));

    await act(async () => reply.resolve({ status: 500 }));

    expect(
      await screen.findByText('Failed to reorder habits. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(shownOrder()).toEqual(['Morning run', 'Read', 'Stretch']));
    expect(queryClient.getQueryData<Habit[]>(['/habits'])?.map(({ id }) => id)).toEqual([
      'h1',
      'h2',
      'h3',
    ]);
    expect(within(screen.getByTestId('habit-list')).queryByTestId('habit-edit')).toBeNull();
  });
});
