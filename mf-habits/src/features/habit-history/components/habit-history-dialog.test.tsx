import type {
  CreateHabitEntryRequest,
  Habit,
  HabitEntry,
  HabitReflection,
} from '@goalcoach/contracts';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHabit, anEntry, aReflection, aStrengthCurve } from '../../../shared/test/fixtures';
import { HabitHistoryDialog } from './habit-history-dialog';

// jsdom has no canvas: a stand-in with the chart's accessible name.
vi.mock('./strength-chart', () => ({
  default: ({ label }: { label: string }) => (
    <div role="img" aria-label={label} data-testid="strength-canvas" />
  ),
}));

const TODAY = '2026-11-23'; // a Monday

let api: MockApi;
let entries: HabitEntry[];

function serve(habit: Habit, reflections: HabitReflection[] = []) {
  api
    .on('GET', '/habits', { status: 200, body: [habit] })
    .on('GET', '/habit-entries', () => ({ status: 200, body: entries }))
    .on('GET', `/habits/${habit.id}/strength`, {
      status: 200,
      body: aStrengthCurve(
        '2026-10-15',
        Array.from({ length: 40 }, (_, day) => day),
      ),
    })
    .on('GET', `/habits/${habit.id}/reflections`, { status: 200, body: reflections });
}

/** Stores the posted day as the server would, so the refetch shows it. */
function storeEntries() {
  api.on('POST', '/habit-entries', ({ body }) => {
    const request = body as CreateHabitEntryRequest;
    const skipped = request.status === 'skipped';
    const entry = anEntry({
      entryDate: request.entryDate,
      status: skipped ? 'skipped' : 'done',
      completed: !skipped && request.completed,
      count: skipped ? 0 : (request.count ?? 0),
    });
    entries = [...entries.filter((e) => e.entryDate !== request.entryDate), entry];
    return { status: 201, body: entry };
  });
}

const dayCell = (date: string) => {
  const cell = screen
    .getAllByTestId('history-day')
    .find((candidate) => candidate.dataset.date === date);
  if (!cell) throw new Error(`No calendar cell for ${date}`);
  return cell;
};

async function openHistory(habit: Habit, reflections: HabitReflection[] = []) {
  serve(habit, reflections);
  const view = renderWithProviders(<HabitHistoryDialog habitId={habit.id} onClose={vi.fn()} />);
  // The body is lazy: its first import can be slow on a busy machine.
  await screen.findByTestId('history-month-label', {}, { timeout: 5000 });
  return view;
}

beforeAll(async () => {
  await import('./habit-history-body');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
  api = mockApi();
  entries = [];
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
  vi.useRealTimers();
});

describe('Completion History dialog', () => {
  it('renders nothing while closed', () => {
    api.on('GET', '/habits', { status: 200, body: [] });
    renderWithProviders(<HabitHistoryDialog habitId={null} onClose={vi.fn()} />);
    expect(screen.queryByTestId('habit-history-dialog')).not.toBeInTheDocument();
  });

  it('names the dialog and the habit, and closes through onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    serve(aHabit());
    renderWithProviders(<HabitHistoryDialog habitId="h1" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Completion History' });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('Morning run'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('computes the stats from one read of all the habit’s entries', async () => {
    entries = [
      anEntry({ entryDate: '2026-11-05' }),
      anEntry({ entryDate: '2026-11-20' }),
      anEntry({ entryDate: '2026-11-21', status: 'skipped', completed: false, count: 0 }),
      anEntry({ entryDate: '2026-11-22' }),
      anEntry({ entryDate: '2026-11-23' }),
    ];
    await openHistory(aHabit({ streakCount: 3, bestStreak: 1, strength: 42 }));

    expect(screen.getByTestId('history-stat-current')).toHaveTextContent('3 days');
    expect(screen.getByTestId('history-stat-best')).toHaveTextContent('1 day');
    expect(screen.getByTestId('history-stat-last10')).toHaveTextContent('30%');
    expect(screen.getByText('Done on 3 of the last 10 days')).toBeInTheDocument();
    expect(screen.getByTestId('history-stat-days-active')).toHaveTextContent('4');
    expect(screen.getByTestId('history-stat-strength')).toHaveTextContent('42%');
    expect(
      screen.getByRole('button', {
        name: 'About strength. Strength rises with each day you keep this habit and falls slowly on days you miss; skipped days leave it unchanged.',
      }),
    ).toBeInTheDocument();
    expect(api.calls('GET', '/habit-entries').map((call) => call.query)).toEqual([
      { habitId: 'h1' },
    ]);
  });

  it('counts weeks for a weekly habit and says what its 10-day figure is', async () => {
    entries = [anEntry({ entryDate: '2026-11-22' }), anEntry({ entryDate: '2026-11-23' })];
    await openHistory(
      aHabit({ frequency: 'weekly', targetCount: 2, streakUnit: 'weeks', streakCount: 2 }),
    );
    expect(screen.getByTestId('history-stat-current')).toHaveTextContent('2 weeks');
    expect(screen.getByTestId('history-stat-last10')).toHaveTextContent('20%');
    expect(screen.getByText('2 done days in the last 10 days')).toBeInTheDocument();
  });

  it('shows the current month in 42 Sunday-first cells, bounded by creation and today', async () => {
    await openHistory(aHabit({ createdOn: '2026-11-05' }));

    expect(screen.getByTestId('history-month-label')).toHaveTextContent('November 2026');
    const cells = screen.getAllByTestId('history-day');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveAttribute('data-date', '2026-11-01');
    expect(cells[41]).toHaveAttribute('data-date', '2026-12-12');
    expect(screen.getByRole('columnheader', { name: 'Sunday' })).toBeInTheDocument();

    expect(dayCell('2026-11-04')).toBeDisabled(); // before creation
    expect(dayCell('2026-11-05')).toBeEnabled();
    expect(dayCell('2026-11-23')).toBeEnabled();
    expect(dayCell('2026-11-24')).toBeDisabled(); // after today
    expect(dayCell('2026-12-01')).toBeDisabled(); // outside the month
    expect(cells.filter((cell) => !cell.hasAttribute('disabled'))).toHaveLength(19);

    // Created this month: no way back, and none past the current month.
    expect(screen.getByTestId('history-prev-month')).toBeDisabled();
    expect(screen.getByTestId('history-next-month')).toBeDisabled();
  });

  it('goes back month by month to the creation month and no further', async () => {
    const user = userEvent.setup();
    await openHistory(aHabit({ createdOn: '2026-09-15' }));

    expect(screen.getByTestId('history-next-month')).toBeDisabled();
    await user.click(screen.getByTestId('history-prev-month'));
    expect(screen.getByTestId('history-month-label')).toHaveTextContent('October 2026');
    expect(screen.getAllByTestId('history-day')[0]).toHaveAttribute('data-date', '2026-09-27');
    expect(dayCell('2026-09-30')).toBeEnabled(); // the previous month's, in the habit's life
    expect(dayCell('2026-10-31')).toBeEnabled();
    expect(screen.getByTestId('history-next-month')).toBeEnabled();

    await user.click(screen.getByTestId('history-prev-month'));
    expect(screen.getByTestId('history-month-label')).toHaveTextContent('September 2026');
    expect(screen.getByTestId('history-prev-month')).toBeDisabled();
    expect(dayCell('2026-09-14')).toBeDisabled();
    expect(dayCell('2026-09-15')).toBeEnabled();

    await user.click(screen.getByTestId('history-next-month'));
    await user.click(screen.getByTestId('history-next-month'));
    expect(screen.getByTestId('history-month-label')).toHaveTextContent('November 2026');
    expect(screen.getByTestId('history-next-month')).toBeDisabled();
  });

  it("ticks the previous month's last days from the current month's first row", async () => {
    vi.setSystemTime(new Date('2026-12-02T12:00:00'));
    const user = userEvent.setup();
    storeEntries();
    entries = [anEntry({ entryDate: '2026-11-29' })];
    await openHistory(aHabit({ createdOn: '2026-11-05' }));

    expect(screen.getByTestId('history-month-label')).toHaveTextContent('December 2026');
    // Drawn with their real state, and tickable like the month's own days.
    expect(dayCell('2026-11-29')).toHaveAttribute('data-state', 'done');
    expect(dayCell('2026-11-29')).toBeEnabled();
    expect(dayCell('2026-11-30')).toHaveAttribute('data-state', 'none');
    await user.click(dayCell('2026-11-30'));
    await waitFor(() => expect(dayCell('2026-11-30')).toHaveAttribute('data-state', 'done'));
    expect(api.calls('POST', '/habit-entries')[0]?.body).toMatchObject({
      entryDate: '2026-11-30',
      completed: true,
    });
    // The next month's days in the last rows are still in the future.
    expect(dayCell('2027-01-01')).toBeDisabled();
  });

  it('cycles a past day through done, skipped and nothing, posting each', async () => {
    const user = userEvent.setup();
    storeEntries();
    await openHistory(aHabit());
    const posted = () => api.calls('POST', '/habit-entries').map((call) => call.body);

    expect(dayCell('2026-11-20')).toHaveAttribute('data-state', 'none');
    await user.click(dayCell('2026-11-20'));
    await waitFor(() => expect(dayCell('2026-11-20')).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(dayCell('2026-11-20')).not.toHaveAttribute('aria-disabled'));

    await user.click(dayCell('2026-11-20'));
    await waitFor(() => expect(dayCell('2026-11-20')).toHaveAttribute('data-state', 'skipped'));
    await waitFor(() => expect(dayCell('2026-11-20')).not.toHaveAttribute('aria-disabled'));

    await user.click(dayCell('2026-11-20'));
    await waitFor(() => expect(dayCell('2026-11-20')).toHaveAttribute('data-state', 'none'));

    expect(posted()).toEqual([
      { habitId: 'h1', entryDate: '2026-11-20', completed: true, count: 1 },
      { habitId: 'h1', entryDate: '2026-11-20', completed: false, status: 'skipped' },
      { habitId: 'h1', entryDate: '2026-11-20', completed: false, count: 0 },
    ]);
  });

  it('shows the day at once, holds the days while saving, and rolls back on failure', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habit-entries', reply.handler);
    await openHistory(aHabit());

    await user.click(dayCell('2026-11-18'));
    await waitFor(() => expect(dayCell('2026-11-18')).toHaveAttribute('data-state', 'done'));
    expect(dayCell('2026-11-19')).toHaveAttribute('aria-disabled', 'true');
    await user.click(dayCell('2026-11-19'));
    expect(api.calls('POST', '/habit-entries')).toHaveLength(1);

    reply.resolve({ status: 422 });

    expect(await screen.findByText('Failed to update habit completion.')).toBeInTheDocument();
    expect(dayCell('2026-11-18')).toHaveAttribute('data-state', 'none');
    await waitFor(() => expect(dayCell('2026-11-19')).not.toHaveAttribute('aria-disabled'));
  });

  it('moves among the clickable days with the arrow keys and cycles one with Enter', async () => {
    const user = userEvent.setup();
    storeEntries();
    await openHistory(aHabit({ createdOn: '2026-11-10' }));

    await user.tab(); // the prev-month button is disabled; focus goes to the grid's tab stop
    await user.tab();
    expect(dayCell(TODAY)).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // tomorrow is not clickable: focus stays
    expect(dayCell(TODAY)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(dayCell('2026-11-15')).toHaveFocus();
    await user.keyboard('{ArrowUp}'); // Nov 8 is before creation
    expect(dayCell('2026-11-15')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dayCell('2026-11-10')).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(dayCell('2026-11-10')).toHaveAttribute('data-state', 'done'));
    expect(api.calls('POST', '/habit-entries')[0]?.body).toMatchObject({
      entryDate: '2026-11-10',
      completed: true,
    });
  });

  it('draws the past year as a heat map, a cell per day up to today with its state', async () => {
    entries = [
      anEntry({ entryDate: '2026-11-20' }),
      anEntry({ entryDate: '2026-11-21', status: 'skipped', completed: false, count: 0 }),
      anEntry({ entryDate: '2026-11-22', count: 1 }),
    ];
    await openHistory(aHabit({ targetCount: 2, createdOn: '2026-06-01' }));

    const heatMap = screen.getByTestId('history-heatmap');
    const days = heatMap.querySelectorAll<HTMLElement>('[data-date]');
    // 52 full weeks and today's week up to Monday.
    expect(days).toHaveLength(52 * 7 + 2);
    expect(days[0]).toHaveAttribute('data-date', '2025-11-23');
    expect(days[days.length - 1]).toHaveAttribute('data-date', TODAY);
    const stateOf = (date: string) =>
      heatMap.querySelector(`[data-date="${date}"]`)?.getAttribute('data-state');
    expect(stateOf('2026-11-20')).toBe('partial'); // count 1 of 2
    expect(stateOf('2026-11-21')).toBe('skipped');
    expect(stateOf('2026-11-19')).toBe('none');
    expect(heatMap).toHaveAccessibleName('Past year: 0 days done, 2 partly done, 1 skipped.');
  });

  it('shows the strength curve with its summary in words', async () => {
    await openHistory(aHabit());
    const section = screen.getByTestId('history-strength-chart');
    expect(await within(section).findByText('Strength today 39%, 30 days ago 9%')).toBeVisible();
    expect(await within(section).findByTestId('strength-canvas')).toBeInTheDocument();
  });

  it('lists the weekly reflections newest first with their week', async () => {
    await openHistory(aHabit(), [
      aReflection({ id: 'r1', weekOn: '2026-11-08', reflection: 'Two weeks in.' }),
      aReflection({ id: 'r2', weekOn: '2026-11-22', reflection: 'A runner now.' }),
    ]);
    const items = await screen.findAllByTestId('history-reflection');
    expect(items.map((item) => item.textContent)).toEqual([
      'Week of Nov 22, 2026A runner now.',
      'Week of Nov 8, 2026Two weeks in.',
    ]);
  });

  it('says so when there are no reflections', async () => {
    await openHistory(aHabit());
    expect(await screen.findByTestId('history-reflections')).toHaveTextContent(
      'No reflections yet.',
    );
  });

  it('shows a failed section with Try Again beside the rest of the history', async () => {
    const user = userEvent.setup();
    let failing = true;
    serve(aHabit());
    api.on('GET', '/habits/h1/reflections', () =>
      failing
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: [aReflection()] },
    );
    renderWithProviders(<HabitHistoryDialog habitId="h1" onClose={vi.fn()} />);

    expect(await screen.findByText('Unable to load reflections')).toBeInTheDocument();
    expect(await screen.findByTestId('history-heatmap')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('history-reflection')).toHaveTextContent(
      'I am someone who moves every morning.',
    );
  });

  it('shows an error instead of the calendar when the entries cannot be read', async () => {
    serve(aHabit());
    api.on('GET', '/habit-entries', { status: 500, body: { statusCode: 500, message: 'x' } });
    renderWithProviders(<HabitHistoryDialog habitId="h1" onClose={vi.fn()} />);
    expect(await screen.findByText('Unable to load completions')).toBeInTheDocument();
    expect(screen.queryByTestId('history-day')).not.toBeInTheDocument();
    expect(screen.getByTestId('history-details')).toBeInTheDocument();
  });

  it('lists the habit details', async () => {
    await openHistory(
      aHabit({
        frequency: 'custom',
        customDays: [1, 3, 5],
        targetCount: 2,
        goalName: 'Run a marathon',
      }),
    );
    const details = screen.getByTestId('history-details');
    expect(details).toHaveTextContent('CategoryHealth');
    expect(details).toHaveTextContent('FrequencyCustom: Mon, Wed, Fri');
    expect(details).toHaveTextContent('Target2 times a day on those days');
    expect(details).toHaveTextContent('CreatedNov 1, 2026');
    expect(details).toHaveTextContent('CueAfter my coffee');
    expect(details).toHaveTextContent('RewardA hot shower');
    expect(details).toHaveTextContent('GoalRun a marathon');
  });
});
