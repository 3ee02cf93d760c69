import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { deferredReply, type MockApi, mockApi, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor } from '@testing-library/react';
import { useCelebrationStore } from '../celebration/celebration-store';
import { entryRequestFor } from '../lib/day-state';
import { aHabit, anEntry } from '../test/fixtures';
import { useHabitEntries } from './use-habit-entries';
import { useHabits } from './use-habits';
import { habitDayWrite, useSetHabitEntry } from './use-set-habit-entry';

const RANGE = { from: '2026-11-14', to: '2026-11-23' };

/** Shows the cached entries of the range and sets one day through the hook. */
function Probe({ habit, date }: { habit: Habit; date: string }) {
  useHabits();
  const entries = useHabitEntries(RANGE);
  const setEntry = useSetHabitEntry();
  return (
    <div>
      <p data-testid="states">
        {(entries.data ?? [])
          .map((entry) => `${entry.entryDate}:${entry.status}:${entry.count}`)
          .join(' ')}
      </p>
      <p data-testid="pending">{String(setEntry.isPending)}</p>
      <button
        type="button"
        onClick={() => setEntry.mutate(habitDayWrite(habit, entryRequestFor(habit, date, 'done')))}
      >
        tick
      </button>
    </div>
  );
}

describe('useSetHabitEntry', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi();
    useCelebrationStore.setState({ current: null });
  });
  afterEach(() => api.restore());

  it('shows the day at once, and takes it back with the toast when the save fails', async () => {
    const habit = aHabit();
    const reply = deferredReply();
    api
      .on('GET', '/habits', { status: 200, body: [habit] })
      .on('GET', '/habit-entries', { status: 200, body: [anEntry({ entryDate: '2026-11-20' })] })
      .on('POST', '/habit-entries', reply.handler);
    renderWithProviders(<Probe habit={habit} date="2026-11-22" />);
    await screen.findByText('2026-11-20:done:1');

    screen.getByRole('button', { name: 'tick' }).click();
    await waitFor(() =>
      expect(screen.getByTestId('states')).toHaveTextContent('2026-11-20:done:1 2026-11-22:done:1'),
    );
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    expect(api.calls('GET', '/habit-entries')[0]?.query).toEqual(RANGE);

    reply.resolve({ status: 422 });
    await waitFor(() =>
      expect(screen.getByTestId('states')).toHaveTextContent(/^2026-11-20:done:1$/),
    );
    expect(await screen.findByText('Failed to update habit completion.')).toBeInTheDocument();
    expect(api.calls('POST', '/habit-entries')[0]?.body).toEqual({
      habitId: 'h1',
      entryDate: '2026-11-22',
      completed: true,
      count: 1,
    });
  });

  it('reads the streaks again and celebrates a tier reached', async () => {
    const before = aHabit({ streakCount: 6 });
    const after = aHabit({
      streakCount: 7,
      tier: { name: 'Locked In', next: { name: 'Habit Formed', at: 21 }, progressPercent: 33 },
    });
    let habits = [before];
    const saved: HabitEntry = anEntry({ entryDate: '2026-11-23' });
    api
      .on('GET', '/habits', () => ({ status: 200, body: habits }))
      .on('GET', '/habit-entries', { status: 200, body: [] })
      .on('POST', '/habit-entries', () => {
        habits = [after];
        return { status: 201, body: saved };
      });
    renderWithProviders(<Probe habit={before} date="2026-11-23" />);
    await waitFor(() => expect(api.calls('GET', '/habits')).toHaveLength(1));

    screen.getByRole('button', { name: 'tick' }).click();
    await waitFor(() =>
      expect(useCelebrationStore.getState().current).toEqual({
        habitName: 'Morning run',
        tierName: 'Locked In',
        streak: 7,
        streakUnit: 'days',
      }),
    );
    expect(api.calls('GET', '/habits')).toHaveLength(2);
  });

  it('celebrates only a tier day: not the day after the last tier, not a jump past one', async () => {
    for (const [from, to] of [
      [100, 101],
      [5, 12],
    ] as const) {
      useCelebrationStore.setState({ current: null });
      const before = aHabit({ streakCount: from });
      const after = aHabit({
        streakCount: to,
        tier: { name: to > 100 ? 'Master level' : 'Locked In', next: null, progressPercent: 100 },
      });
      const local = mockApi();
      local
        .on('GET', '/habits', { status: 200, body: [after] })
        .on('GET', '/habit-entries', { status: 200, body: [] })
        .on('POST', '/habit-entries', { status: 201, body: anEntry() });
      const view = renderWithProviders(<Probe habit={before} date="2026-11-23" />);
      view.getByRole('button', { name: 'tick' }).click();
      await waitFor(() => expect(local.calls('GET', '/habits')).toHaveLength(2));
      expect(useCelebrationStore.getState().current).toBeNull();
      view.unmount();
      local.restore();
    }
  });

  it('celebrates nothing when the tier stays the same', async () => {
    const before = aHabit({
      streakCount: 8,
      tier: { name: 'Locked In', next: null, progressPercent: 38 },
    });
    api
      .on('GET', '/habits', { status: 200, body: [{ ...before, streakCount: 9 }] })
      .on('GET', '/habit-entries', { status: 200, body: [] })
      .on('POST', '/habit-entries', { status: 201, body: anEntry() });
    renderWithProviders(<Probe habit={before} date="2026-11-23" />);
    screen.getByRole('button', { name: 'tick' }).click();
    await waitFor(() => expect(api.calls('GET', '/habits')).toHaveLength(2));
    expect(useCelebrationStore.getState().current).toBeNull();
  });
});

/** Two cards, each with its own save, as on the Habits page. */
function TwoCards({ habits, date }: { habits: [Habit, Habit]; date: string }) {
  const entries = useHabitEntries(RANGE);
  const first = useSetHabitEntry();
  const second = useSetHabitEntry();
  return (
    <div>
      <p data-testid="states">
        {(entries.data ?? []).map((entry) => `${entry.habitId}:${entry.status}`).join(' ')}
      </p>
      {([first, second] as const).map((save, index) => {
        const habit = habits[index === 0 ? 0 : 1];
        return (
          <button
            key={habit.id}
            type="button"
            onClick={() => save.mutate(habitDayWrite(habit, entryRequestFor(habit, date, 'done')))}
          >
            tick {habit.id}
          </button>
        );
      })}
    </div>
  );
}

describe('useSetHabitEntry with two habits at once', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi();
  });
  afterEach(() => api.restore());

  it("takes back only the failed habit's day, keeping the other habit's saved tick", async () => {
    const habits: [Habit, Habit] = [aHabit({ id: 'h1' }), aHabit({ id: 'h2' })];
    const stored: HabitEntry[] = [];
    const firstReply = deferredReply();
    api
      .on('GET', '/habits', { status: 200, body: habits })
      .on('GET', '/habit-entries', () => ({ status: 200, body: stored }))
      .on('POST', '/habit-entries', (request) => {
        const body = request.body as { habitId: string; entryDate: string };
        if (body.habitId === 'h1') return firstReply.handler(request);
        const saved = anEntry({ habitId: 'h2', entryDate: body.entryDate });
        stored.push(saved);
        return { status: 201, body: saved };
      });
    renderWithProviders(<TwoCards habits={habits} date="2026-11-23" />);
    await waitFor(() => expect(api.calls('GET', '/habit-entries')).toHaveLength(1));

    screen.getByRole('button', { name: 'tick h1' }).click();
    await waitFor(() => expect(screen.getByTestId('states')).toHaveTextContent('h1:done'));
    screen.getByRole('button', { name: 'tick h2' }).click();
    await waitFor(() => expect(screen.getByTestId('states')).toHaveTextContent('h1:done h2:done'));

    firstReply.resolve({ status: 422 });
    await waitFor(() => expect(screen.getByTestId('states')).toHaveTextContent(/^h2:done$/));
    expect(await screen.findByText('Failed to update habit completion.')).toBeInTheDocument();
  });
});
