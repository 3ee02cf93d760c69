import type { Locator, Page } from '@playwright/test';
import { REMINDER_BODY, REMINDER_TITLE } from '@goalcoach/contracts';
import { expect, test } from '../support/fixtures.js';
import { notificationSettings } from '../support/reviews-api.js';
import { solidPng, type TestImage } from '../support/vision-images.js';
import { ReviewsPage } from '../pages/reviews.page.js';
import { VisionPage } from '../pages/vision.page.js';
import { PHONE } from '../support/phone.js';

test.use(PHONE);

/** A browser whose user blocked notifications for the site, before the page loads. */
async function blockNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'denied' });
    Notification.requestPermission = () => Promise.resolve('denied');
  });
}

/** Whether the page is wider than the screen (something spills out sideways). */
function spillsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Whether `inner` lies within `outer`'s left and right edges. */
async function fitsWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

function decodedWidth(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) =>
    element.complete ? element.naturalWidth : 0,
  );
}

test('with notifications blocked, Enable Daily Reminders says so and how to allow them, and the time is saved before and after', async ({
  signedInPage: page,
}) => {
  await blockNotifications(page);
  const reviews = new ReviewsPage(page);
  const { reminders } = reviews;
  await reviews.open();
  await reviews.openReminders();

  // Said before anything is tapped, and the time can be chosen with reminders still off.
  await expect(reminders.blocked).toContainText('Notifications are blocked');
  await expect(reminders.toggle).toHaveAttribute('aria-checked', 'false');
  await expect(reminders.time).toBeVisible();
  await reminders.chooseTime('07:30');
  expect(await notificationSettings(page)).toEqual({ enabled: false, reminderTime: '07:30' });

  await reminders.toggle.tap();
  await expect(reminders.toggle).toHaveAttribute('aria-checked', 'true');
  await expect(reminders.toggle).toBeEnabled();
  await expect(reminders.blocked).toContainText(
    'This browser blocks notifications from GoalCoach. To allow them, tap the lock or ' +
      'site-settings icon in the address bar, then Notifications → Allow, and reload the page.',
  );
  await expect(reminders.blocked).toContainText(
    'Daily reminders still show inside GoalCoach while it is open.',
  );
  await expect(reminders.blocked).toBeInViewport();
  await expect
    .poll(() => notificationSettings(page))
    .toEqual({
      enabled: true,
      reminderTime: '07:30',
    });

  await reminders.chooseTime('21:15');
  expect(await notificationSettings(page)).toEqual({ enabled: true, reminderTime: '21:15' });

  // The reminder still shows inside the page.
  await reminders.test.tap();
  await expect(reviews.toast(REMINDER_TITLE)).toContainText(REMINDER_BODY);
  expect(await spillsSideways(page)).toBe(false);

  await page.reload();
  await reviews.openReminders();
  await expect(reminders.toggle).toHaveAttribute('aria-checked', 'true');
  await expect(reminders.time).toHaveValue('21:15');
  await expect(reminders.blocked).toBeVisible();
});

test.describe('on an iPhone, in a Safari tab', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 ' +
      '(KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('reminders say to add the app to the Home Screen first, and still switch on', async ({
    signedInPage: page,
  }) => {
    // Safari offers notifications and push only to an app opened from the Home Screen.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'Notification');
      Reflect.deleteProperty(window, 'PushManager');
    });
    const reviews = new ReviewsPage(page);
    const { reminders } = reviews;
    await reviews.open();
    await reviews.openReminders();

    await expect(reminders.unsupported).toContainText('Add GoalCoach to your Home Screen');
    await expect(reminders.unsupported).toContainText('tap Share, then Add to Home Screen');
    await reminders.toggle.tap();
    await expect(reminders.toggle).toHaveAttribute('aria-checked', 'true');
    await reminders.chooseTime('06:45');
    expect(await notificationSettings(page)).toEqual({ enabled: true, reminderTime: '06:45' });
  });
});

test('a text file picked with "All files" is refused at once in the upload dialog, with no preview', async ({
  signedInPage: page,
}) => {
  const notes: TestImage = {
    name: 'meeting notes from the long planning day.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Buy milk\nCall the bank\n'),
  };
  const vision = new VisionPage(page);
  const { gallery } = vision;
  const { upload } = gallery;
  await vision.open();

  await gallery.pickWith(gallery.addImages, [notes]);

  await expect(upload.root).toBeVisible();
  await expect(upload.refusedMessage).toHaveText(
    'This file is not an image. Choose a JPEG, PNG, WebP or HEIC photo.',
  );
  await expect(upload.refused).toContainText(notes.name);
  await expect(upload.items).toHaveCount(0);
  await expect(upload.root.locator('img')).toHaveCount(0);
  await expect(upload.submit).toBeHidden();
  expect(await fitsWithin(upload.refused, upload.root)).toBe(true);
  expect(await spillsSideways(page)).toBe(false);

  // Choosing again from the dialog replaces the refused file with a photo, which uploads.
  await gallery.pickWith(upload.chooseAgain, [solidPng('boat.png', 320, 200, [20, 90, 200])]);
  await expect(upload.items).toHaveCount(1);
  await expect(upload.refused).toBeHidden();
  await expect.poll(() => decodedWidth(upload.previews.first())).toBe(320);
  expect(await fitsWithin(upload.previews.first(), upload.items.first())).toBe(true);
  await upload.submit.tap();
  await expect(vision.toast('Image Added')).toBeVisible();
  await expect(gallery.cards).toHaveCount(1);
});
