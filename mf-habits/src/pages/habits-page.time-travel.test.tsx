import type { CreateHabitEntryRequest, Habit } from '@goalcoach/contracts';
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
import { aHabit, anEntry } from '../shared/test/fixtures';
import { HabitsPage } from './habits-page';

// Only the page and its cards are looked at here; the dialogs have their own time-travel specs.
vi.mock('../features/habit-history/components/habit-history-dialog', () => ({
  HabitHistoryDialog: () => null,
}));
vi.mock('../features/weekly-reflection/components/weekly-reflection-prompt', () => ({
  WeeklyReflectionPrompt: () => null,
}));

/** 'Thursday, April 1, 2027' for a calendar date, from the platform's calendar. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** A render, a few clicks and their saves: slow on a busy two-core machine. */
const RENDERS_AND_CLICKS_MS = 20_000;

let api: MockApi;

describe.each(timeTravelMoments())('the Habits page at $name ($zone, $local)', (moment) => {
  const { today } = moment;
  const yesterday = shiftDate(today, -1);
  const habit: Habit = aHabit({ createdOn: shiftDate(today, -5), doneToday: true });

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
      api = mockApi();
      api
        .on('GET', '/habits', { status: 200, body: [habit] })
        .on('GET', '/habit-entries', {
          status: 200,
          body: [anEntry({ entryDate: today }), anEntry({ entryDate: yesterday })],
        })
        .on('POST', '/habit-entries', ({ body }) => ({
          status: 201,
          body: anEntry({ entryDate: (body as CreateHabitEntryRequest).entryDate }),
        }));
    });

    afterEach(() => {
      expect(api.unmatched).toEqual([]);
      api.restore();
      vi.useRealTimers();
      cleanup();
      useSession.setState({ status: 'loading', user: null });
    });

    it(
      "dates the header, the recent days and today's tick by the account's today",
      async () => {
        const user = userEvent.setup();
        renderWithProviders(<HabitsPage />);

        expect(screen.getByTestId('habits-today')).toHaveTextContent(longDate(today));
        const card = await screen.findByTestId('habit-card');
        const days = within(card).getAllByTestId('habit-day');
        expect(days.map((day) => day.dataset.date)).toEqual(
          Array.from({ length: 10 }, (_, index) => shiftDate(today, index - 9)),
        );
        expect(api.calls('GET', '/habit-entries')[0]?.query).toEqual({
          from: shiftDate(today, -9),
          to: today,
        });
        // Today's entry makes the card's "done today"; yesterday (last month, last year) shows too.
        const checkbox = within(card).getByTestId('habit-today-checkbox');
        await waitFor(() => expect(checkbox).toBeChecked());
        expect(days.at(-1)).toHaveAttribute('data-state', 'done');
        expect(days.at(-2)).toHaveAttribute('data-state', 'done');
        // Its button shows its own weekday's letter and day of the month.
        const weekdayLetter = longDate(yesterday).slice(0, 1);
        expect(days.at(-2)).toHaveAccessibleName(
          new RegExp(`^${weekdayLetter} ${Number(yesterday.slice(8))} `),
        );
        // Days before the habit was created cannot be set.
        expect(days[0]).toBeDisabled();
        expect(days.at(-6)).toBeEnabled();

        await user.click(checkbox);
        await waitFor(() => expect(api.calls('POST', '/habit-entries')).toHaveLength(1));
        expect(api.calls('POST', '/habit-entries')[0]?.body).toMatchObject({
          entryDate: today,
          completed: false,
        });
      },
      RENDERS_AND_CLICKS_MS,
    );
  });
});
