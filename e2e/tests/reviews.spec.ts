import type { Page } from '@playwright/test';
import { REMINDER_TITLE, type NotificationSettings } from '@goalcoach/contracts';
import { ACCOUNT_TIME_ZONE, todayInAccountZone } from '../support/account-calendar.js';
import { dayOf, monthBefore, monthOf } from '../support/account-month.js';
import { baseURL } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { notificationSettings, seedCheckIns, type SeededCheckIn } from '../support/reviews-api.js';
import { ReviewsPage } from '../pages/reviews.page.js';

/** The browser's calendar day is the accounts' own. */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

/** The reminder worker the page registered for the whole app, if it is active. */
function activeWorkerScript(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return registration?.active?.scriptURL ?? null;
  });
}

/** The titles of the notifications the service worker's registration shows now. */
function shownNotificationTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((notification) => notification.title);
  });
}

test('a check-in from Home shows on the Weekly tab, is edited inline and survives a reload', async ({
  signedInPage: page,
}) => {
  const today = todayInAccountZone();
  const reviews = new ReviewsPage(page);
  const { checkIn, weekly } = reviews;
  await checkIn.openFromHome();
  await expect(checkIn.save).toBeDisabled();
  await checkIn.doneYes.click();
  await expect(checkIn.doneYes).toBeChecked();
  await checkIn.confidence(7).check();
  // The first character starts a bullet; Enter starts the next bullet line.
  await checkIn.wins.pressSequentially('Ran 5 km');
  await checkIn.wins.press('Enter');
  await checkIn.wins.pressSequentially('Slept early');
  await expect(checkIn.wins).toHaveValue('• Ran 5 km\n• Slept early');
  await checkIn.save.click();
  await expect(reviews.toast('Check-in Complete!')).toBeVisible();
  await expect(checkIn.root).toBeHidden();

  await reviews.open();
  await expect(weekly.stat('check-ins')).toHaveText('1');
  await expect(weekly.stat('progress-days')).toHaveText('1');
  await expect(weekly.stat('avg-confidence')).toHaveText('7/10');
  await expect(weekly.majorWins).toHaveText(['Ran 5 km', 'Slept early']);

  const card = weekly.checkInCard(today);
  await expect(weekly.checkInConfidence(card)).toHaveText('Confidence 7/10');
  await expect(weekly.checkInLines(card, 'wins')).toHaveText(['Ran 5 km', 'Slept early']);
  await card.getByTestId('check-in-edit').click();
  const lessons = card.getByTestId('check-in-edit-lessons');
  await lessons.pressSequentially('Stretch before running');
  await card.getByTestId('check-in-edit-save').click();
  await expect(card.getByTestId('check-in-edit-form')).toBeHidden();
  await expect(weekly.checkInLines(card, 'lessons')).toHaveText(['Stretch before running']);

  await page.reload();
  await expect(weekly.checkInLines(card, 'lessons')).toHaveText(['Stretch before running']);
  await expect(weekly.checkInLines(card, 'wins')).toHaveText(['Ran 5 km', 'Slept early']);
});

test('manual weekly and monthly entries show, and last month generates from its check-ins', async ({
  signedInPage: page,
  account,
}) => {
  const today = todayInAccountZone();
  const reviews = new ReviewsPage(page);
  const { weekly, monthly } = reviews;
  await reviews.open();
  await expect(weekly.empty).toContainText('No Weekly Reviews');

  await weekly.addEntry.click();
  await weekly.entryField('win').fill('Finished the online course');
  await weekly.entryField('areas').fill('Plan the week on Sunday');
  await weekly.entryField('save').click();
  await expect(weekly.entryForm).toBeHidden();
  await expect(weekly.additionalWins).toHaveText(['Finished the online course']);
  await expect(weekly.areasToImprove).toHaveText(['Plan the week on Sunday']);

  // A manual entry makes this month's review; a second one adds to it.
  const thisMonth = monthOf(today);
  await reviews.monthlyTab.click();
  await monthly.addWin('Read two books');
  const thisMonthCard = monthly.card(thisMonth.year, thisMonth.month);
  await expect(monthly.cardLines(thisMonthCard, 'wins')).toHaveText(['Read two books']);
  await monthly.addWin('Ran a half marathon');
  await expect(monthly.cardLines(thisMonthCard, 'wins')).toHaveText([
    'Read two books',
    'Ran a half marathon',
  ]);

  const lastMonth = monthBefore(today);
  const seeded: SeededCheckIn[] = [
    { date: dayOf(lastMonth, 3), completedDailyAction: true, confidenceLevel: 8 },
    { date: dayOf(lastMonth, 4), completedDailyAction: true, confidenceLevel: 7 },
    {
      date: dayOf(lastMonth, 5),
      completedDailyAction: true,
      confidenceLevel: 9,
      wins: '• Finished the first draft',
    },
    { date: dayOf(lastMonth, 6), completedDailyAction: false, confidenceLevel: 4 },
    { date: dayOf(lastMonth, 7), completedDailyAction: true, confidenceLevel: 6 },
    { date: dayOf(lastMonth, 8), completedDailyAction: true, confidenceLevel: 7 },
    { date: dayOf(lastMonth, 12), completedDailyAction: true, confidenceLevel: 9 },
  ];
  await seedCheckIns(account.email, seeded);
  // By hand: 7 days checked in; confidence (8+7+9+4+6+7+9)/7 = 50/7 = 7.14 -> 7.1; the daily
  // action was done on the 3rd-5th (3 in a row), the 7th-8th (2) and the 12th: best run 3.
  const daysActive = 7;
  const averageConfidence = '7.1';
  const streakDays = 3;

  await page.reload();
  await reviews.monthlyTab.click();
  await monthly.choose(lastMonth.year, lastMonth.month);
  await expect(monthly.generate).toBeEnabled();
  await monthly.generate.click();
  await expect(reviews.toast('Review Generated')).toBeVisible();
  const card = monthly.card(lastMonth.year, lastMonth.month);
  await expect(monthly.cardStat(card, 'days-active')).toHaveText(String(daysActive));
  await expect(monthly.cardStat(card, 'confidence')).toHaveText(`${averageConfidence}/10`);
  await expect(monthly.cardStat(card, 'streak-days')).toHaveText(String(streakDays));
  await expect(card.getByTestId('monthly-review-checkins')).toHaveText(`${daysActive} check-ins`);
  await expect(monthly.cardLines(card, 'wins')).toHaveText(['Finished the first draft']);
  const coachNote = card.getByTestId('monthly-review-coach-note');
  await expect(coachNote).toContainText(`checked in on ${daysActive} of`);
  await expect(coachNote).toContainText(`${averageConfidence}/10`);
  // This month's card is still there, unchanged by the generation.
  await expect(monthly.cardLines(thisMonthCard, 'wins')).toHaveText([
    'Read two books',
    'Ran a half marathon',
  ]);
});

test('reminders with notifications granted: the worker is registered and the test notification shows', async ({
  context,
  signedInPage: page,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const reviews = new ReviewsPage(page);
  const { reminders } = reviews;
  await reviews.open();
  await reviews.openReminders();
  await expect(reminders.toggle).toHaveAttribute('aria-checked', 'false');
  await reminders.toggle.click();
  await expect(reminders.toggle).toHaveAttribute('aria-checked', 'true');
  await expect(reminders.time).toHaveValue('20:00');

  await expect.poll(() => activeWorkerScript(page)).toBe(`${baseURL}/sw.js`);
  // Headless Chromium refuses a push subscription ('Registration failed - permission denied':
  // Playwright grants notifications, not push), so push settles as unavailable and the
  // dialog says reminders come while a tab is open.
  await expect(reminders.pushStatus).toHaveAttribute('data-status', 'unavailable');
  await expect(reminders.pushStatus).toHaveText(
    'Push is unavailable on this device. Reminders will show while the app is open in a tab.',
  );

  await reminders.test.click();
  await expect.poll(() => shownNotificationTitles(page)).toEqual([REMINDER_TITLE]);

  // A new time is saved when the field is left; both settings come back from the server
  // after a reload (a fresh query cache).
  const timeSaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/notifications/settings') &&
      (response.request().postDataJSON() as NotificationSettings).reminderTime === '07:30',
  );
  await reminders.time.fill('07:30');
  await reminders.time.blur();
  expect((await timeSaved).status()).toBe(200);
  expect(await notificationSettings(page)).toEqual({ enabled: true, reminderTime: '07:30' });
  await page.reload();
  await reviews.openReminders();
  await expect(reminders.toggle).toHaveAttribute('aria-checked', 'true');
  await expect(reminders.time).toHaveValue('07:30');
});

test('reminders with notifications denied: they switch on, and the dialog says notifications are blocked', async ({
  signedInPage: page,
}) => {
  // No permission granted: headless Chromium answers Notification.requestPermission() with
  // 'denied' by itself, as a browser whose user blocks the prompt.
  const reviews = new ReviewsPage(page);
  const { reminders } = reviews;
  await reviews.open();
  await reviews.openReminders();
  await expect(reminders.toggle).toBeEnabled();
  await reminders.toggle.click();
  await expect(reminders.blocked).toContainText('Notifications are blocked');
  await expect(reminders.blocked).toContainText(
    'Daily reminders still show inside GoalCoach while it is open.',
  );
  await expect(reminders.toggle).toHaveAttribute('aria-checked', 'true');
  await expect(reminders.time).toHaveValue('20:00');
  await expect(reminders.pushStatus).toBeHidden();
  await expect.poll(async () => (await notificationSettings(page)).enabled).toBe(true);
});
