import type { Habit } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { aHabit } from '../shared/test/fixtures';
import { HabitsPage } from './habits-page';

// The dialogs belong to other features: here only how the page mounts them is checked.
vi.mock('../features/habit-form/components/habit-form-dialog', () => ({
  HabitFormDialog: ({ open, habit }: { open: boolean; habit?: Habit }) =>
    open ? <div data-testid="form-dialog-stub">{habit ? `edit ${habit.id}` : 'create'}</div> : null,
}));
vi.mock('../features/habit-history/components/habit-history-dialog', () => ({
  HabitHistoryDialog: ({ habitId }: { habitId: string | null }) =>
    habitId ? <div data-testid="history-dialog-stub">{habitId}</div> : null,
}));
vi.mock('../features/habit-import/components/loop-import-dialog', () => ({
  LoopImportDialog: ({ open }: { open: boolean }) =>
    open ? <div data-testid="import-dialog-stand-in" /> : null,
}));
vi.mock('../features/weekly-reflection/components/weekly-reflection-prompt', () => ({
  WeeklyReflectionPrompt: ({ habits }: { habits: Habit[] }) => (
    <div data-testid="reflection-prompt-stub">{habits.map(({ id }) => id).join(',')}</div>
  ),
}));
vi.mock('../features/milestone-achieved/components/milestone-achieved-dialog', () => ({
  MilestoneAchievedDialog: () => <div data-testid="milestone-dialog-stub" />,
}));

let api: MockApi;

beforeEach(() => {
  // 23:30 on Sunday Nov 22 in UTC is already Monday Nov 23 in Auckland (UTC+13).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T23:30:00Z'));
  useSession.setState({
    status: 'authenticated',
    user: {
      id: 'u1',
      name: 'Ana',
      email: 'ana@example.com',
      isAdmin: false,
      timeZone: 'Pacific/Auckland',
    },
  });
  api = mockApi();
  api.on('GET', '/habit-entries', { status: 200, body: [] });
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
  vi.useRealTimers();
  // Unmounted first: the page reads the session, which goes back to how it was.
  cleanup();
  useSession.setState({ status: 'loading', user: null });
});

const HABITS = [
  aHabit({ id: 'h1', habitName: 'Morning run', streakCount: 25, automated: true }),
  aHabit({ id: 'h2', habitName: 'Read', streakCount: 4 }),
  aHabit({ id: 'h3', habitName: 'No sugar', isAntiHabit: true, streakCount: 30, automated: true }),
];

describe('Habits page', () => {
  it("shows today's date in the user's zone, the counts and the cards in order", async () => {
    api.on('GET', '/habits', { status: 200, body: HABITS });
    renderWithProviders(<HabitsPage />);

    expect(screen.getByTestId('habits-today')).toHaveTextContent('Monday, November 23, 2026');
    expect(await screen.findByTestId('habits-count')).toHaveTextContent('3 habits');
    expect(screen.getByTestId('habits-automated-count')).toHaveTextContent('2 automated');
    const list = screen.getByTestId('habit-list');
    expect(
      within(list)
        .getAllByTestId('habit-name')
        .map((name) => name.textContent),
    ).toEqual(['Morning run', 'Read', 'No sugar']);
    await waitFor(() =>
      expect(api.calls('GET', '/habit-entries')[0]?.query).toEqual({
        from: '2026-11-14',
        to: '2026-11-23',
      }),
    );
    expect(screen.getByTestId('reflection-prompt-stub')).toHaveTextContent('h1,h2,h3');
    expect(screen.getByTestId('milestone-dialog-stub')).toBeInTheDocument();
  });

  it('says one habit, not one habits', async () => {
    api.on('GET', '/habits', { status: 200, body: [HABITS[1]] });
    renderWithProviders(<HabitsPage />);

    expect(await screen.findByTestId('habits-count')).toHaveTextContent(/^1 habit$/);
    expect(screen.getByTestId('habits-automated-count')).toHaveTextContent('0 automated');
  });

  it('shows skeletons while loading', async () => {
    const reply = deferredReply();
    api.on('GET', '/habits', reply.handler);
    renderWithProviders(<HabitsPage />);

    expect(screen.getByLabelText('Loading habits')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('habits-count')).not.toBeInTheDocument();

    reply.resolve({ status: 200, body: HABITS });
    expect(await screen.findByTestId('habit-list')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading habits')).not.toBeInTheDocument();
  });

  it('says the habits could not be loaded and loads them again with Try Again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer = { status: 500 };
    api.on('GET', '/habits', () => answer);
    renderWithProviders(<HabitsPage />);

    const error = await screen.findByTestId('habits-error', undefined, { timeout: 5000 });
    expect(error).toHaveTextContent('Unable to load habits');
    answer = { status: 200, body: HABITS } as typeof answer;
    await user.click(screen.getByTestId('habits-retry'));

    expect(await screen.findByTestId('habit-list')).toBeInTheDocument();
    expect(screen.queryByTestId('habits-error')).not.toBeInTheDocument();
  });

  it("shows 'No habits yet' with Create Your First Habit opening the form", async () => {
    const user = userEvent.setup();
    api.on('GET', '/habits', { status: 200, body: [] });
    renderWithProviders(<HabitsPage />);

    const empty = await screen.findByTestId('habits-empty');
    expect(empty).toHaveTextContent('No habits yet');
    expect(screen.queryByTestId('habits-reorder-toggle')).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Create Your First Habit' }));

    expect(screen.getByTestId('form-dialog-stub')).toHaveTextContent('create');
  });

  it('opens the form to add, the form to edit and the history of a habit', async () => {
    const user = userEvent.setup();
    api.on('GET', '/habits', { status: 200, body: HABITS });
    renderWithProviders(<HabitsPage />);
    await screen.findByTestId('habit-list');

    await user.click(screen.getByTestId('habits-add'));
    expect(screen.getByTestId('form-dialog-stub')).toHaveTextContent('create');

    await user.click(screen.getByRole('button', { name: 'Edit Read' }));
    expect(screen.getByTestId('form-dialog-stub')).toHaveTextContent('edit h2');

    await user.click(screen.getByRole('button', { name: 'View history of No sugar' }));
    expect(screen.getByTestId('history-dialog-stub')).toHaveTextContent('h3');
  });

  it('opens the import from Loop with Import, also before there are habits', async () => {
    const user = userEvent.setup();
    api.on('GET', '/habits', { status: 200, body: [] });
    renderWithProviders(<HabitsPage />);
    await screen.findByTestId('habits-empty');

    expect(screen.queryByTestId('import-dialog-stand-in')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByTestId('import-dialog-stand-in')).toBeInTheDocument();
  });

  it("switches to reorder mode, whose toggle says 'Done', and back", async () => {
    const user = userEvent.setup();
    api.on('GET', '/habits', { status: 200, body: HABITS });
    renderWithProviders(<HabitsPage />);
    await screen.findByTestId('habit-list');
    const toggle = screen.getByTestId('habits-reorder-toggle');
    expect(toggle).toHaveTextContent('Reorder');
    expect(screen.queryByTestId('habit-drag-handle')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveTextContent('Done');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('habit-drag-handle')).toHaveLength(3);
    expect(screen.queryByTestId('habit-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('habit-delete')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveTextContent('Reorder');
    expect(screen.queryByTestId('habit-drag-handle')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('habit-edit')).toHaveLength(3);
  });
});
