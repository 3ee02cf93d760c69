import type { Route } from '@playwright/test';
import type { CreateHabitEntryRequest, Habit, HabitEntry, SessionUser } from '@goalcoach/contracts';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { HabitsPage } from '../../pages/habits.page.js';
import { expect, test } from '../../support/fixtures.js';

/** 'April 2027' for a calendar date's month. */
const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-15T12:00:00Z`),
  );

/** A daily habit created 45 days before `today`, done today. */
function habitOf(today: string): Habit {
  const createdOn = shiftDate(today, -45);
  return {
    id: 'time-travel-habit',
    habitName: 'Morning run',
    description: '',
    goalId: null,
    goalName: null,
    goalConnection: '',
    cue: '',
    reward: '',
    category: 'Health',
    categoryIcon: 'heart-pulse',
    isAntiHabit: false,
    frequency: 'daily',
    targetCount: 1,
    customDays: [],
    displayOrder: 0,
    createdAt: `${createdOn}T12:00:00.000Z`,
    createdOn,
    streakCount: 1,
    bestStreak: 1,
    streakUnit: 'days',
    doneToday: true,
    strength: 10,
    tier: { name: null, next: { name: 'Locked In', at: 7 }, progressPercent: 14 },
    automated: false,
    reflectionDue: false,
  };
}

/**
 * The server lives on the real date: the habit, its days and the account's zone are served
 * from here, relative to the moment's today. Everything else goes to the server.
 */
async function serveHabitAt(route: Route, habit: Habit, entries: HabitEntry[], zone: string) {
  const request = route.request();
  const url = new URL(request.url());
  const { pathname } = url;
  const json = (body: unknown, status = 200) => route.fulfill({ status, json: body });
  if (pathname === '/api/auth/user') {
    const user = (await (await route.fetch()).json()) as SessionUser;
    // The server's offset is for the real now; without one the page reads the zone's rules.
    return json({ ...user, timeZone: zone, zoneOffset: undefined });
  }
  if (pathname === '/api/habits' && request.method() === 'GET') return json([habit]);
  if (pathname === `/api/habits/${habit.id}/strength`) return json([]);
  if (pathname === `/api/habits/${habit.id}/reflections`) return json([]);
  if (pathname === '/api/habit-entries' && request.method() === 'GET') {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '9999-12-31';
    return json(entries.filter((entry) => entry.entryDate >= from && entry.entryDate <= to));
  }
  if (pathname === '/api/habit-entries' && request.method() === 'POST') {
    const body = request.postDataJSON() as CreateHabitEntryRequest;
    const entry: HabitEntry = {
      id: `entry-${body.entryDate}`,
      habitId: body.habitId,
      entryDate: body.entryDate,
      completed: body.completed,
      status: 'done',
      count: body.completed ? 1 : 0,
    };
    entries.splice(0, entries.length, ...entries.filter((e) => e.entryDate !== body.entryDate));
    entries.push(entry);
    return json(entry, 201);
  }
  return route.fallback();
}

for (const moment of timeTravelMoments()) {
  test.describe(`the history calendar at ${moment.name} (${moment.zone}, ${moment.local})`, () => {
    test.use({ timezoneId: moment.zone, serviceWorkers: 'block' });

    test("ends on the account's today and ticks the days around it", async ({
      signedInPage: page,
    }) => {
      const { today } = moment;
      const yesterday = shiftDate(today, -1);
      const habit = habitOf(today);
      const entries: HabitEntry[] = [
        {
          id: 'entry-today',
          habitId: habit.id,
          entryDate: today,
          completed: true,
          status: 'done',
          count: 1,
        },
      ];
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/habit-entries')) {
          posted.push((request.postDataJSON() as CreateHabitEntryRequest).entryDate);
        }
      });
      await page.clock.install({ time: moment.instant });
      await page.route('**/api/**', (route) => serveHabitAt(route, habit, entries, moment.zone));

      const habits = new HabitsPage(page);
      await habits.open();
      const card = habits.card(habit.habitName);
      const days = card.getByTestId('habit-day');
      await expect(days).toHaveCount(10);
      await expect(days.last()).toHaveAttribute('data-date', today);
      await expect(days.first()).toHaveAttribute('data-date', shiftDate(today, -9));
      await expect(days.last()).toHaveAttribute('data-state', 'done');

      const { history } = habits;
      await habits.openHistory(card);
      await expect(history.monthLabel).toHaveText(monthName(today));
      await expect(history.day(today)).toHaveAttribute('aria-current', 'date');
      await expect(history.day(today)).toHaveAttribute('data-state', 'done');
      await expect(history.root.locator('[aria-current="date"]')).toHaveCount(1);

      const tomorrow = history.day(shiftDate(today, 1));
      if ((await tomorrow.count()) > 0) await expect(tomorrow).toBeDisabled();

      // The previous month's days in the first row are in the habit's life: tickable there.
      const firstOfMonth = `${today.slice(0, 7)}-01`;
      const leading = (await history.dates()).filter((date) => date < firstOfMonth);
      for (const date of leading) await expect(history.day(date)).toBeEnabled();
      const [date] = leading;
      if (date) {
        await history.day(date).click();
        await expect(history.day(date)).toHaveAttribute('data-state', 'done');
        expect(posted).toContain(date);
      }

      // Yesterday (maybe last month's, last year's): in the grid, or a month back.
      if ((await history.day(yesterday).count()) === 0) {
        await history.previousMonth.click();
        await expect(history.monthLabel).toHaveText(monthName(yesterday));
      }
      await expect(history.day(yesterday)).toBeEnabled();
      if (!posted.includes(yesterday)) {
        await history.day(yesterday).click();
        await expect(history.day(yesterday)).toHaveAttribute('data-state', 'done');
        expect(posted).toContain(yesterday);
      }
    });
  });
}
