import type { CreateHabitEntryRequest, HabitEntry } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import {
  inProcessZone,
  mockApi,
  type MockApi,
  processZonesFor,
  renderWithProviders,
  sessionZoneAt,
} from '@goalcoach/testing';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHabit, anEntry } from '../../../shared/test/fixtures';
import { HabitHistoryDialog } from './habit-history-dialog';

// jsdom has no canvas.
vi.mock('./strength-chart', () => ({ default: () => null }));

/** 'April 2027' for a calendar date's month, from the platform's calendar. */
const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-15T12:00:00Z`),
  );

/** A render, a few clicks and their saves: slow on a busy two-core machine. */
const RENDERS_AND_CLICKS_MS = 20_000;

let api: MockApi;
let entries: HabitEntry[];

const dayCell = (date: string) => {
  const cell = screen.getAllByTestId('history-day').find((day) => day.dataset.date === date);
  if (!cell) throw new Error(`No calendar cell for ${date}`);
  return cell;
};

beforeAll(async () => {
  await import('./habit-history-body');
});

describe.each(timeTravelMoments())('Completion History at $name ($zone, $local)', (moment) => {
  const { today } = moment;
  const habit = aHabit({ createdOn: shiftDate(today, -45) });

  describe.each(processZonesFor(moment))('$where', ({ zone: processZone }) => {
    inProcessZone(processZone);

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(moment.instant);
      useSession.setState({
        status: 'authenticated',
        user: {
          id: 'u1',
          name: 'Ann',
          email: 'ann@example.com',
          isAdmin: false,
          ...sessionZoneAt(moment.zone, moment.instant),
        },
      });
      entries = [anEntry({ entryDate: today })];
      api = mockApi();
      api
        .on('GET', '/habits', { status: 200, body: [habit] })
        .on('GET', '/habit-entries', () => ({ status: 200, body: entries }))
        .on('GET', `/habits/${habit.id}/strength`, { status: 200, body: [] })
        .on('GET', `/habits/${habit.id}/reflections`, { status: 200, body: [] })
        .on('POST', '/habit-entries', ({ body }) => {
          const entry = anEntry({ entryDate: (body as CreateHabitEntryRequest).entryDate });
          entries = [...entries, entry];
          return { status: 201, body: entry };
        });
    });

    afterEach(() => {
      expect(api.unmatched).toEqual([]);
      api.restore();
      vi.useRealTimers();
      cleanup();
      useSession.setState({ status: 'loading', user: null });
    });

    it(
      "opens on today's month with today marked, the days around it tickable up to today",
      async () => {
        const user = userEvent.setup();
        renderWithProviders(<HabitHistoryDialog habitId={habit.id} onClose={vi.fn()} />);

        const label = await screen.findByTestId('history-month-label', {}, { timeout: 5000 });
        expect(label).toHaveTextContent(monthName(today));
        expect(screen.getByTestId('history-next-month')).toBeDisabled();
        expect(dayCell(today)).toHaveAttribute('aria-current', 'date');
        expect(dayCell(today)).toHaveAttribute('data-state', 'done');
        expect(screen.getAllByTestId('history-day').filter((day) => day.ariaCurrent)).toHaveLength(
          1,
        );

        const days = screen.getAllByTestId('history-day').map((day) => day.dataset.date ?? '');
        if (days.includes(shiftDate(today, 1))) expect(dayCell(shiftDate(today, 1))).toBeDisabled();
        const yesterday = shiftDate(today, -1);
        const firstOfMonth = `${today.slice(0, 7)}-01`;
        const leading = days.filter((date) => date < firstOfMonth);
        for (const date of leading) expect(dayCell(date)).toBeEnabled();

        // Yesterday is in the grid when it is this month's or in the first row; else a click back.
        if (!days.includes(yesterday)) {
          await user.click(screen.getByTestId('history-prev-month'));
          expect(screen.getByTestId('history-month-label')).toHaveTextContent(monthName(yesterday));
        }
        expect(dayCell(yesterday)).toBeEnabled();
        await user.click(dayCell(yesterday));
        await waitFor(() => expect(api.calls('POST', '/habit-entries')).toHaveLength(1));
        expect(api.calls('POST', '/habit-entries')[0]?.body).toMatchObject({
          entryDate: yesterday,
          completed: true,
        });

        // The heat map's last day is today.
        const swatches = within(screen.getByTestId('history-heatmap')).getAllByTitle(/:/);
        expect(swatches.at(-1)).toHaveAttribute('data-date', today);
      },
      RENDERS_AND_CLICKS_MS,
    );
  });
});
