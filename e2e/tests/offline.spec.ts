import type { CheckIn, HabitEntry, Task, TodayTask } from '@goalcoach/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { addDays, todayInAccountZone } from '../support/account-calendar.js';
import { baseURL } from '../support/environment.js';
import { backdateHabit, createHabit } from '../support/habits-api.js';
import { AppShellPage } from '../pages/app-shell.page.js';
import { AppWorker } from '../pages/app-worker.component.js';
import { HabitsPage } from '../pages/habits.page.js';
import { HomeTabsPage } from '../pages/home-tabs.page.js';
import { LandingPage } from '../pages/landing.page.js';
import { CheckInDialog } from '../pages/reviews.page.js';
import { SYNC_PENDING_TEXT, syncPendingNote } from '../pages/sync-pending.component.js';

const sameOrigin = { Origin: baseURL };

async function createTodayTask(page: Page, text: string): Promise<Task> {
  const created = await page.request.post('/api/tasks', {
    data: { task: text, date: todayInAccountZone() },
    headers: sameOrigin,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Task;
}

/** Counts the page's writes as they leave the browser: `POST /api/habit-entries` and so on. */
function countWrites(page: Page): Map<string, number> {
  const writes = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' || !pathname.startsWith('/api/')) return;
    const key = `${request.method()} ${pathname}`;
    writes.set(key, (writes.get(key) ?? 0) + 1);
  });
  return writes;
}

/**
 * Waits until the copy kept in IndexedDB holds `text`: the app saves answers a moment after they
 * settle, so a page left at once may not have kept them yet.
 */
async function expectKeptOnDevice(page: Page, text: string): Promise<void> {
  const keptCopy = () =>
    page.evaluate(async () => {
      // Opening a database that does not exist yet would create it without the app's store.
      const databases = await indexedDB.databases();
      if (!databases.some(({ name }) => name === 'goalcoach-offline')) return '';
      return new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open('goalcoach-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const reading = database.transaction('keyval').objectStore('keyval').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            database.close();
            resolve(JSON.stringify(reading.result));
          };
        };
      });
    });
  await expect.poll(keptCopy, { timeout: 10_000 }).toContain(text);
}

test.describe('offline', () => {
  test('the landing page opens with no network after one visit', async ({ page, context }) => {
    const landing = new LandingPage(page);
    await page.goto('/landing');
    await expect(landing.root).toBeVisible();
    await new AppWorker(page).expectControlling();

    await context.setOffline(true);
    await page.reload();
    await expect(landing.heading).toBeVisible();
  });

  test('a signed-in page opens with no network after one visit, and comes back online', async ({
    signedInPage: page,
    context,
  }) => {
    const habits = new HabitsPage(page);
    const shell = new AppShellPage(page);
    const worker = new AppWorker(page);
    await habits.open();
    await worker.expectControlling();
    await worker.expectCached('/remotes/mf-habits/remoteEntry.js');

    await context.setOffline(true);
    await page.reload();
    // The app, not the browser's offline error: the frame when the session is known offline,
    // else a clear offline state (never the landing page's sign in).
    await expect(shell.offlinePage.or(shell.betaBanner)).toBeVisible();
    await expect(new LandingPage(page).root).toBeHidden();

    await context.setOffline(false);
    await expect(habits.root).toBeVisible();
  });

  test('habit days and a task done offline are kept on the device through a reload, then reach the server once', async ({
    signedInPage: page,
    context,
  }) => {
    const habit = await createHabit(page, { habitName: 'Stretch' });
    await backdateHabit(habit.id, 3);
    const task = await createTodayTask(page, 'Water the plants');
    const today = todayInAccountZone();
    const [twoDaysAgo, yesterday] = [addDays(today, -2), addDays(today, -1)];
    const shell = new AppShellPage(page);
    const home = new HomeTabsPage(page);
    const habits = new HabitsPage(page);
    const worker = new AppWorker(page);

    // One visit online of both pages: their code and their data are then on the device.
    await home.open('tasks');
    await expect(home.todayTask('Water the plants')).toBeVisible();
    await expectKeptOnDevice(page, 'Water the plants');
    await worker.expectControlling();
    await habits.open();
    await worker.expectCached('/remotes/mf-habits/remoteEntry.js');
    await worker.expectCached('/remotes/mf-goals/remoteEntry.js');
    const card = habits.card('Stretch');
    await expect(habits.day(card, yesterday)).toBeEnabled();

    await context.setOffline(true);
    await expect(shell.offlineNotice).toHaveText("You're offline — showing what was last loaded.");
    const writes = countWrites(page);
    for (const date of [twoDaysAgo, yesterday]) {
      await habits.day(card, date).click();
      await expect(habits.day(card, date)).toHaveAttribute('data-state', 'done');
      await expect(habits.day(card, date)).toHaveAttribute('data-kept', 'true');
    }
    await expect(syncPendingNote(card)).toHaveText(SYNC_PENDING_TEXT);

    // Closed and opened again with no network, as soon as the note shows: the days are kept.
    await page.reload();
    const cardAfterReload = habits.card('Stretch');
    for (const date of [twoDaysAgo, yesterday]) {
      await expect(habits.day(cardAfterReload, date)).toHaveAttribute('data-state', 'done');
      await expect(habits.day(cardAfterReload, date)).toHaveAttribute('data-kept', 'true');
    }
    await expect(syncPendingNote(cardAfterReload)).toHaveText(SYNC_PENDING_TEXT);

    await shell.navigateTo('Goals');
    await home.openTab('Tasks');
    await home.todayTaskCheckbox('Water the plants').click();
    await expect(syncPendingNote(home.todayTask('Water the plants'))).toHaveText(SYNC_PENDING_TEXT);

    // And again as soon as the task's note shows: all three writes are still there, waiting.
    await page.reload();
    await expect(home.todayTaskCheckbox('Water the plants')).toBeChecked();
    await expect(syncPendingNote(home.todayTask('Water the plants'))).toHaveText(SYNC_PENDING_TEXT);
    await expect(shell.offlineNotice).toBeVisible();
    await expect(shell.syncStatus).toHaveText('3 changes saved on this device — will sync.');
    await shell.navigateTo('Habits');
    expect([...writes.keys()]).toEqual([]);

    await context.setOffline(false);
    await expect(shell.syncStatus).toBeHidden();
    await expect(syncPendingNote(cardAfterReload)).toBeHidden();
    await expect(shell.offlineNotice).toBeHidden();
    await expect(habits.day(cardAfterReload, yesterday)).toHaveAttribute('data-state', 'done');

    // Sent once each, in the order they were made, and the server has exactly them.
    expect(Object.fromEntries(writes)).toEqual({
      'POST /api/habit-entries': 2,
      [`PATCH /api/tasks/${task.id}`]: 1,
    });
    const entries = (await (
      await page.request.get(`/api/habit-entries?habitId=${habit.id}`)
    ).json()) as HabitEntry[];
    expect(entries.map(({ entryDate, status, count }) => ({ entryDate, status, count }))).toEqual([
      { entryDate: twoDaysAgo, status: 'done', count: 1 },
      { entryDate: yesterday, status: 'done', count: 1 },
    ]);
    const todays = (await (await page.request.get('/api/tasks/today')).json()) as TodayTask[];
    expect(todays.find(({ id }) => id === task.id)?.status).toBe('completed');
  });

  test('a check-in saved offline is kept on the device through a reload, then reaches the server once', async ({
    signedInPage: page,
    context,
  }) => {
    const shell = new AppShellPage(page);
    const home = new HomeTabsPage(page);
    const checkIn = new CheckInDialog(page);
    const worker = new AppWorker(page);

    // One visit online, with the dialog opened once: its code is then on the device.
    await home.open('tasks');
    await worker.expectControlling();
    await checkIn.openWithButton();
    await page.keyboard.press('Escape');
    await expect(checkIn.root).toBeHidden();

    await context.setOffline(true);
    await expect(shell.offlineNotice).toBeVisible();
    const writes = countWrites(page);
    await checkIn.openWithButton();
    await checkIn.doneYes.click();
    await checkIn.confidence(8).check();
    await checkIn.wins.fill('Walked to work');
    await checkIn.save.click();
    await expect(checkIn.root).toBeHidden();
    await expect(shell.syncStatus).toHaveText('1 change saved on this device — will sync.');

    // Closed and opened again with no network, as soon as the count shows: the check-in is kept.
    await page.reload();
    await expect(shell.offlineNotice).toBeVisible();
    await expect(shell.syncStatus).toHaveText('1 change saved on this device — will sync.');
    expect([...writes.keys()]).toEqual([]);

    await context.setOffline(false);
    await expect(shell.syncStatus).toBeHidden();
    expect(Object.fromEntries(writes)).toEqual({ 'POST /api/checkin': 1 });
    const saved = (await (await page.request.get('/api/checkins')).json()) as CheckIn[];
    expect(saved).toHaveLength(1);
    expect(saved[0]?.date).toBe(todayInAccountZone());
    expect(saved[0]?.wins).toContain('Walked to work');
  });
});
