import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { aHabit, anEntry } from '../../../shared/test/fixtures';
import { HabitList } from './habit-list';

const TODAY = '2026-11-23';
const DAYS = [
  '2026-11-14',
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
];

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

type RenderOptions = {
  entries?: HabitEntry[];
  onEdit?: (habit: Habit) => void;
  onViewHistory?: (habit: Habit) => void;
};

/** The list with these habits, answering the entries of the last 10 days with `entries`. */
function renderCards(habits: Habit[], options: RenderOptions = {}) {
  api.on('GET', '/habit-entries', { status: 200, body: options.entries ?? [] });
  const result = renderWithProviders(
    <HabitList
      habits={habits}
      today={TODAY}
      onEdit={options.onEdit ?? vi.fn()}
      onViewHistory={options.onViewHistory ?? vi.fn()}
    />,
  );
  result.queryClient.setQueryData(['/habits'], habits);
  return result;
}

async function findCard(name = 'Morning run') {
  const heading = await screen.findByRole('heading', { name });
  const card = heading.closest<HTMLElement>('[data-testid="habit-card"]');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

/** The card's day buttons once the entries have loaded (they are disabled until then). */
async function loadedDays(card: HTMLElement) {
  await waitFor(() => expect(within(card).getByRole('checkbox', { name: /today/ })).toBeEnabled());
  return within(card).getAllByTestId('habit-day');
}

describe('Habit card', () => {
  it('shows the name, category, streak, best streak, strength and tier progress', async () => {
    renderCards([
      aHabit({
        streakCount: 9,
        bestStreak: 12,
        strength: 57,
        category: 'Mindset',
        tier: { name: 'Locked In', next: { name: 'Habit Formed', at: 21 }, progressPercent: 42 },
      }),
    ]);
    const card = await findCard();

    expect(card).toHaveAttribute('data-habit-id', 'h1');
    expect(within(card).getByTestId('habit-name')).toHaveTextContent('Morning run');
    expect(within(card).getByText('Mindset')).toBeInTheDocument();
    expect(within(card).queryByTestId('habit-anti-badge')).not.toBeInTheDocument();
    expect(within(card).getByTestId('habit-streak')).toHaveTextContent(/^9 days$/);
    expect(within(card).getByTestId('habit-best-streak')).toHaveTextContent('Best: 12 days');
    expect(within(card).getByTestId('habit-strength')).toHaveTextContent('Strength 57%');
    const tier = within(card).getByTestId('habit-tier-progress');
    expect(tier).toHaveTextContent('Locked In · 9/21 to Habit Formed');
    expect(
      within(tier).getByRole('progressbar', { name: 'Progress to Habit Formed' }),
    ).toHaveAttribute('aria-valuenow', '42');
    expect(
      within(card).getByRole('checkbox', { name: 'Completed today: Morning run' }),
    ).not.toBeChecked();
  });

  it('explains in a tooltip how strength moves', async () => {
    const user = userEvent.setup();
    renderCards([aHabit()]);
    const card = await findCard();

    await user.hover(within(card).getByTestId('habit-strength'));

    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Strength rises with each day you keep this habit and falls slowly on days you miss; skipped days leave it unchanged.',
    );
  });

  it("counts a weekly habit's streak in weeks and says 'Master level' past the last tier", async () => {
    renderCards([
      aHabit({
        frequency: 'weekly',
        streakUnit: 'weeks',
        streakCount: 101,
        bestStreak: 1,
        tier: { name: 'Master level', next: null, progressPercent: 100 },
      }),
    ]);
    const card = await findCard();

    expect(within(card).getByTestId('habit-streak')).toHaveTextContent(/^101 weeks$/);
    expect(within(card).getByTestId('habit-best-streak')).toHaveTextContent('Best: 1 week');
    expect(within(card).getByTestId('habit-tier-progress')).toHaveTextContent('Master level');
  });

  it("shows the tier reached at exactly 100, 'Unshakable', not yet 'Master level'", async () => {
    renderCards([
      aHabit({
        streakCount: 100,
        bestStreak: 100,
        tier: { name: 'Unshakable', next: null, progressPercent: 100 },
      }),
    ]);
    const tier = within(await findCard()).getByTestId('habit-tier-progress');

    expect(tier).toHaveTextContent('Unshakable · 100 days');
    expect(tier).not.toHaveTextContent('Master level');
    expect(within(tier).getByRole('progressbar', { name: 'Unshakable reached' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it("marks an anti-habit and ticks it as 'Avoided today'", async () => {
    renderCards([aHabit({ isAntiHabit: true })]);
    const card = await findCard();

    expect(within(card).getByTestId('habit-anti-badge')).toHaveTextContent('Anti-Habit');
    expect(
      within(card).getByRole('checkbox', { name: 'Avoided today: Morning run' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Avoided today')).toBeVisible();
    expect(within(card).queryByText('Completed today')).not.toBeInTheDocument();
  });

  it('cuts its texts to 60/50/80 characters while collapsed, whole once expanded', async () => {
    const user = userEvent.setup();
    const description = `${'d'.repeat(60)}EXTRA`;
    const goalConnection = `${'c'.repeat(80)}EXTRA`;
    renderCards([
      aHabit({
        description,
        goalName: `My Transformative  Marathon  year ${'g'.repeat(40)}EXTRA`,
        goalConnection,
        cue: 'After my coffee',
        reward: 'A hot shower',
      }),
    ]);
    const card = await findCard();
    const toggle = within(card).getByTestId('habit-expand');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByTestId('habit-description')).toHaveTextContent(
      new RegExp(`^${'d'.repeat(60)}…$`),
    );
    expect(within(card).getByTestId('habit-goal')).toHaveTextContent(
      `My Marathon year ${'g'.repeat(33)}…`,
    );
    expect(within(card).getByTestId('habit-goal-connection')).toHaveTextContent(
      `${'c'.repeat(80)}…`,
    );
    expect(within(card).getByTestId('habit-cue')).toHaveTextContent('After my coffee');
    expect(within(card).getByTestId('habit-reward')).toHaveTextContent('A hot shower');
    expect(card).not.toHaveTextContent('EXTRA');
    // Nothing is left behind a hover-only title.
    expect(card.querySelector('[title*="EXTRA"]')).toBeNull();
    expect(within(card).queryByTestId('habit-strength-explanation')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).toContainElement(within(card).getByTestId('habit-description'));
    expect(within(card).getByTestId('habit-description')).toHaveTextContent(description);
    expect(within(card).getByTestId('habit-goal')).toHaveTextContent(
      `My Marathon year ${'g'.repeat(40)}EXTRA`,
    );
    expect(within(card).getByTestId('habit-goal-connection')).toHaveTextContent(goalConnection);
    expect(within(card).getAllByTestId('habit-cue')).toHaveLength(1);
    expect(within(card).getByTestId('habit-strength-explanation')).toHaveTextContent(
      'Strength rises with each day you keep this habit',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByTestId('habit-description')).toHaveTextContent(`${'d'.repeat(60)}…`);
  });

  it('shows only the texts that are filled in', async () => {
    const user = userEvent.setup();
    renderCards([aHabit({ description: '', goalName: null, goalConnection: '', reward: '' })]);
    const card = await findCard();

    expect(within(card).getByTestId('habit-cue')).toHaveTextContent('After my coffee');
    for (const testId of [
      'habit-description',
      'habit-goal',
      'habit-goal-connection',
      'habit-reward',
    ])
      expect(within(card).queryByTestId(testId)).not.toBeInTheDocument();

    await user.click(within(card).getByTestId('habit-expand'));
    expect(within(card).getByTestId('habit-cue')).toHaveTextContent('After my coffee');
    expect(within(card).queryByTestId('habit-reward')).not.toBeInTheDocument();
  });

  it('names the habit in every control of its card, the visible words unchanged', async () => {
    renderCards([aHabit(), aHabit({ id: 'h2', habitName: 'Read', strength: 12, targetCount: 3 })]);
    const run = await findCard();
    const read = await findCard('Read');
    await loadedDays(run);

    expect(within(run).getByText('Completed today')).toBeVisible();
    expect(
      within(run).getByRole('button', { name: 'Strength 42%: Morning run' }),
    ).toHaveAccessibleDescription(/^Strength rises with each day you keep this habit/);
    expect(within(read).getByRole('button', { name: 'Strength 12%: Read' })).toBeInTheDocument();
    expect(within(read).getByRole('group', { name: 'Completed today: Read' })).toBeInTheDocument();
    expect(
      within(read).getByRole('button', { name: 'One less (completed today): Read' }),
    ).toBeInTheDocument();
    expect(
      within(read).getByRole('button', { name: 'One more (completed today): Read' }),
    ).toBeInTheDocument();
    for (const day of within(read).getAllByTestId('habit-day'))
      expect(day).toHaveAccessibleName(/^\w \d+ \(\w{3}, \w{3} \d+\), Read[ :]/);
    for (const name of ['Details of Read', 'View history of Read', 'Edit Read', 'Delete Read'])
      expect(within(read).getByRole('button', { name })).toBeInTheDocument();
  });

  it('opens the history and the edit form with the habit', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onViewHistory = vi.fn();
    const habit = aHabit();
    renderCards([habit], { onEdit, onViewHistory });
    const card = await findCard();

    await user.click(within(card).getByTestId('habit-history'));
    await user.click(within(card).getByTestId('habit-edit'));

    expect(onViewHistory).toHaveBeenCalledWith(habit);
    expect(onEdit).toHaveBeenCalledWith(habit);
  });
});

describe('Habit card: the last 10 days', () => {
  it('reads the entries of every habit with one query of the last 10 days', async () => {
    renderCards([aHabit(), aHabit({ id: 'h2', habitName: 'Read' })]);
    await loadedDays(await findCard('Read'));

    expect(api.calls('GET', '/habit-entries').map((call) => call.query)).toEqual([
      { from: '2026-11-14', to: '2026-11-23' },
    ]);
  });

  it('shows each day with its weekday, number and state, days before creation disabled', async () => {
    renderCards([aHabit({ createdOn: '2026-11-16', targetCount: 2 })], {
      entries: [
        anEntry({ entryDate: '2026-11-17', count: 2 }),
        anEntry({ entryDate: '2026-11-18', count: 1 }),
        anEntry({ entryDate: '2026-11-19', status: 'skipped', completed: false, count: 0 }),
        anEntry({ entryDate: '2026-11-20', completed: false, count: 0 }),
        anEntry({ habitId: 'other', entryDate: '2026-11-21', count: 2 }),
      ],
    });
    const card = await findCard();
    await waitFor(() => expect(within(card).getByTestId('habit-today-increment')).toBeEnabled());
    const days = within(card).getAllByTestId('habit-day');

    expect(days.map((day) => day.dataset.date)).toEqual(DAYS);
    expect(days.map((day) => day.dataset.state)).toEqual([
      'none',
      'none',
      'none',
      'done',
      'partial',
      'skipped',
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(days.map((day) => (day as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(days[0]).toHaveAccessibleName(
      'S 14 (Sat, Nov 14), Morning run: before this habit started.',
    );
    expect(days[3]).toHaveAccessibleName(
      'T 17 (Tue, Nov 17), Morning run: done. Activate to mark skipped.',
    );
    expect(days[4]).toHaveAccessibleName(
      'W 18 (Wed, Nov 18), Morning run: partly done (1/2). Activate to mark done.',
    );
    expect(days[5]).toHaveAccessibleName(
      'T 19 (Thu, Nov 19), Morning run: skipped. Activate to clear it.',
    );
    expect(days[2]).toHaveTextContent(/^M 16$/);
    // What each button shows begins its name, so a speech user can say what they see.
    for (const day of days) {
      expect(day).toHaveAccessibleName(new RegExp(`^${day.textContent ?? 'nothing shown'} \\(`));
    }
  });

  it("marks a custom habit's other weekdays, which can still be set", async () => {
    renderCards([aHabit({ frequency: 'custom', customDays: [1, 3, 5] })]);
    const days = await loadedDays(await findCard());

    // Nov 16 is a Monday, Nov 17 a Tuesday.
    expect(days[2]).toHaveAccessibleName(
      'M 16 (Mon, Nov 16), Morning run: not done. Activate to mark done.',
    );
    expect(days[3]).toHaveAccessibleName(
      'T 17 (Tue, Nov 17), Morning run (not one of its days): not done. Activate to mark done.',
    );
    expect(days[3]).toHaveClass('gc-habit-day--rest');
    expect(days[3]).toBeEnabled();
  });

  it('cycles a day none → done → skipped → none, each with its request', async () => {
    const user = userEvent.setup();
    const stored: HabitEntry[] = [];
    api.on('POST', '/habit-entries', ({ body }) => {
      const request = body as {
        entryDate: string;
        completed: boolean;
        status?: string;
        count?: number;
      };
      const entry = anEntry({
        entryDate: request.entryDate,
        status: request.status === 'skipped' ? 'skipped' : 'done',
        completed: request.completed,
        count: request.count ?? 0,
      });
      stored.splice(0, stored.length, entry);
      return { status: 201, body: entry };
    });
    api.on('GET', '/habits', { status: 200, body: [aHabit()] });
    renderCards([aHabit()]);
    // Entries come back as they are stored, as the server would answer the refetch.
    api.on('GET', '/habit-entries', () => ({ status: 200, body: stored }));
    const card = await findCard();
    const day = () => within(card).getAllByTestId('habit-day')[6] as HTMLElement;
    await loadedDays(card);

    await user.click(day());
    await waitFor(() => expect(day()).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(day()).toBeEnabled());
    await user.click(day());
    await waitFor(() => expect(day()).toHaveAttribute('data-state', 'skipped'));
    await waitFor(() => expect(day()).toBeEnabled());
    await user.click(day());
    await waitFor(() => expect(day()).toHaveAttribute('data-state', 'none'));

    expect(api.calls('POST', '/habit-entries').map((call) => call.body)).toEqual([
      { habitId: 'h1', entryDate: '2026-11-20', completed: true, count: 1 },
      { habitId: 'h1', entryDate: '2026-11-20', completed: false, status: 'skipped' },
      { habitId: 'h1', entryDate: '2026-11-20', completed: false, count: 0 },
    ]);
  });

  it("disables the habit's days and tick while its save is pending, not another habit's", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habit-entries', reply.handler);
    api.on('GET', '/habits', { status: 200, body: [aHabit()] });
    renderCards([aHabit(), aHabit({ id: 'h2', habitName: 'Read' })]);
    const card = await findCard();
    const days = await loadedDays(card);
    await loadedDays(await findCard('Read'));

    await user.click(days[8] as HTMLElement);

    expect(days[8]).toHaveAttribute('data-state', 'done');
    for (const day of within(card).getAllByTestId('habit-day')) expect(day).toBeDisabled();
    expect(
      within(card).getByRole('checkbox', { name: 'Completed today: Morning run' }),
    ).toBeDisabled();
    const other = await findCard('Read');
    expect(within(other).getAllByTestId('habit-day')[8]).toBeEnabled();

    reply.resolve({ status: 201, body: anEntry({ entryDate: '2026-11-22' }) });
    await waitFor(() => expect(within(card).getAllByTestId('habit-day')[8]).toBeEnabled());
  });

  it('rolls a day back and says so when the save fails', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habit-entries', reply.handler);
    renderCards([aHabit()], { entries: [anEntry({ entryDate: '2026-11-21' })] });
    const card = await findCard();
    const days = await loadedDays(card);
    expect(days[7]).toHaveAttribute('data-state', 'done');

    await user.click(days[7] as HTMLElement);
    expect(within(card).getAllByTestId('habit-day')[7]).toHaveAttribute('data-state', 'skipped');
    reply.resolve({ status: 422 });

    expect(await screen.findByText('Failed to update habit completion.')).toBeInTheDocument();
    expect(within(card).getAllByTestId('habit-day')[7]).toHaveAttribute('data-state', 'done');
    expect(within(card).getAllByTestId('habit-day')[7]).toBeEnabled();
    expect(api.calls('POST', '/habit-entries')[0]?.body).toEqual({
      habitId: 'h1',
      entryDate: '2026-11-21',
      completed: false,
      status: 'skipped',
    });
  });

  it("ticks today with the checkbox and shows today's day done", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habit-entries', reply.handler);
    renderCards([aHabit()]);
    const card = await findCard();
    const days = await loadedDays(card);

    await user.click(within(card).getByRole('checkbox', { name: 'Completed today: Morning run' }));

    expect(
      within(card).getByRole('checkbox', { name: 'Completed today: Morning run' }),
    ).toBeChecked();
    expect(days[9]).toHaveAttribute('data-state', 'done');
    expect(api.calls('POST', '/habit-entries')[0]?.body).toEqual({
      habitId: 'h1',
      entryDate: TODAY,
      completed: true,
      count: 1,
    });
  });

  it('counts a habit done several times a day, partly done until the target', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habit-entries', reply.handler);
    renderCards([aHabit({ targetCount: 3 })], {
      entries: [anEntry({ entryDate: TODAY, count: 2, completed: false })],
    });
    const card = await findCard();
    await waitFor(() => expect(within(card).getByTestId('habit-today-increment')).toBeEnabled());

    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card).getByTestId('habit-today-count')).toHaveTextContent('2/3');
    expect(within(card).getAllByTestId('habit-day')[9]).toHaveAttribute('data-state', 'partial');

    await user.click(
      within(card).getByRole('button', { name: 'One more (completed today): Morning run' }),
    );

    expect(within(card).getByTestId('habit-today-count')).toHaveTextContent('3/3');
    expect(within(card).getAllByTestId('habit-day')[9]).toHaveAttribute('data-state', 'done');
    expect(within(card).getByTestId('habit-today-decrement')).toBeDisabled();
    expect(api.calls('POST', '/habit-entries')[0]?.body).toEqual({
      habitId: 'h1',
      entryDate: TODAY,
      completed: true,
      count: 3,
    });
  });

  it('takes one off the count with -1', async () => {
    const user = userEvent.setup();
    api.on('POST', '/habit-entries', {
      status: 201,
      body: anEntry({ count: 1, completed: false }),
    });
    api.on('GET', '/habits', { status: 200, body: [aHabit({ targetCount: 3 })] });
    renderCards([aHabit({ targetCount: 3 })], {
      entries: [anEntry({ entryDate: TODAY, count: 2, completed: false })],
    });
    const card = await findCard();
    await waitFor(() => expect(within(card).getByTestId('habit-today-decrement')).toBeEnabled());

    await user.click(within(card).getByTestId('habit-today-decrement'));

    expect(api.calls('POST', '/habit-entries')[0]?.body).toEqual({
      habitId: 'h1',
      entryDate: TODAY,
      completed: false,
      count: 1,
    });
  });
});
