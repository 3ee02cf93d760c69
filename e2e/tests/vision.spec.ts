import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { addVisionImage, saveVisionStatement, visionProfile } from '../support/vision-api.js';
import { solidPng } from '../support/vision-images.js';
import { VisionPage } from '../pages/vision.page.js';

/** Chromium's fake microphone (environment.ts) is used without a prompt. */
test.use({ permissions: ['microphone'] });

/** The width the browser decoded an <img> to: 0 while it has not loaded or failed to. */
function decodedWidth(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) =>
    element.complete ? element.naturalWidth : 0,
  );
}

test('two images with captions and emoji upload together, load, survive a reload and one is deleted', async ({
  signedInPage: page,
}) => {
  const vision = new VisionPage(page);
  const { gallery } = vision;
  const { upload } = gallery;
  await vision.open();
  await expect(vision.title).toHaveText('Your Personal Legend');
  await expect(vision.badge).toHaveText('0/3 Elements Discovered');
  await expect(gallery.empty).toBeVisible();

  await gallery.choose([
    solidPng('boat.png', 640, 400, [20, 90, 200]),
    solidPng('garden.png', 300, 500, [40, 160, 60]),
  ]);
  await expect(upload.items).toHaveCount(2);
  await upload.caption(0).fill('My boat');
  // A third emoji is dropped as it is typed: at most two, counted as a person sees them.
  await upload.emoji(0).fill('⛵🌊🎉');
  await expect(upload.emoji(0)).toHaveValue('⛵🌊');
  await upload.caption(1).fill('Our garden');
  await upload.emoji(1).fill('🌻👍🏽');
  await expect(upload.submit).toHaveText('Upload 2 images');
  await upload.submit.click();
  await expect(vision.toast('Image Added')).toContainText(
    '2 images have been added to your vision board.',
  );
  await expect(upload.root).toBeHidden();

  const boat = gallery.card('My boat');
  const garden = gallery.card('Our garden');
  await expect(gallery.cards).toHaveCount(2);
  await expect(gallery.count).toHaveText('2 of 5 images');
  await expect(boat.getByTestId('vision-image-emoji')).toHaveText('⛵🌊');
  await expect(garden.getByTestId('vision-image-emoji')).toHaveText('🌻👍🏽');
  await expect(vision.badge).toHaveText('1/3 Elements Discovered');
  await expect.poll(() => decodedWidth(gallery.thumbnail(boat))).toBeGreaterThan(0);
  await expect.poll(() => decodedWidth(gallery.thumbnail(garden))).toBeGreaterThan(0);

  await page.reload();
  await expect(gallery.cards).toHaveCount(2);
  await expect(gallery.cards.getByTestId('vision-image-caption')).toHaveText([
    'My boat',
    'Our garden',
  ]);
  await expect.poll(() => decodedWidth(gallery.thumbnail(boat))).toBeGreaterThan(0);

  // The larger view shows the stored image at its own size (smaller than 2048 px: not scaled).
  await gallery.openLarger(boat);
  const large = gallery.viewer.getByRole('img');
  await expect.poll(() => decodedWidth(large)).toBe(640);
  await expect(gallery.viewer).toContainText('My boat');
  await page.keyboard.press('Escape');
  await expect(gallery.viewer).toBeHidden();

  await gallery.delete(boat);
  await expect(vision.toast('Image Deleted')).toBeVisible();
  await expect(gallery.cards).toHaveCount(1);

  await page.reload();
  await expect(gallery.cards).toHaveCount(1);
  await expect(garden).toBeVisible();
  await expect(gallery.count).toHaveText('1 of 5 images');
  await expect(vision.badge).toHaveText('1/3 Elements Discovered');
});

test('the vision statement is written with a live counter, edited and kept after a reload', async ({
  signedInPage: page,
}) => {
  const vision = new VisionPage(page);
  const { statement } = vision;
  await vision.open();
  await expect(vision.badge).toHaveText('0/3 Elements Discovered');
  await expect(statement.empty).toBeVisible();

  await statement.edit.click();
  await expect(statement.counter).toHaveText('0/500');
  await statement.input.fill('I sail around the world');
  await expect(statement.counter).toHaveText('23/500');
  await statement.input.pressSequentially(' with my family.');
  await expect(statement.counter).toHaveText('39/500');
  await statement.save.click();
  await expect(vision.toast('Vision Statement Updated')).toBeVisible();
  await expect(statement.input).toBeHidden();
  await expect(statement.text).toHaveText('I sail around the world with my family.');
  await expect(vision.badge).toHaveText('1/3 Elements Discovered');

  // Cancel leaves the saved text as it was.
  await statement.edit.click();
  await expect(statement.input).toHaveValue('I sail around the world with my family.');
  await statement.input.fill('Something else');
  await statement.cancel.click();
  await expect(statement.text).toHaveText('I sail around the world with my family.');

  await statement.edit.click();
  await statement.input.fill('I sail around the world with my family, one ocean a year.');
  await expect(statement.counter).toHaveText('57/500');
  await statement.save.click();
  await expect(statement.text).toHaveText(
    'I sail around the world with my family, one ocean a year.',
  );

  await page.reload();
  await expect(statement.text).toHaveText(
    'I sail around the world with my family, one ocean a year.',
  );
  await expect(vision.badge).toHaveText('1/3 Elements Discovered');
});

test('a voice note recorded with the microphone plays back, survives a reload and is deleted', async ({
  signedInPage: page,
}) => {
  // The other two elements are there already, so the voice note completes the board.
  await addVisionImage(page, solidPng('sea.png', 200, 120, [10, 60, 140]), 'The sea');
  await saveVisionStatement(page, 'I sail around the world.');
  const vision = new VisionPage(page);
  const { voiceNote } = vision;
  await vision.open();
  await expect(vision.badge).toHaveText('2/3 Elements Discovered');

  await voiceNote.record.click();
  await expect(voiceNote.timer).toHaveText('0:00 / 3:00');
  await expect(voiceNote.timer).toHaveText('0:02 / 3:00', { timeout: 5_000 });
  await voiceNote.stop.click();
  await expect(voiceNote.preview).toBeVisible();
  await voiceNote.save.click();
  await expect(vision.toast('Voice Note Saved')).toBeVisible();
  await expect(voiceNote.preview).toBeHidden();
  await expect(voiceNote.player).toBeVisible();
  await expect(voiceNote.duration).toHaveText(/^0:0[23]$/);
  await expect(vision.badge).toHaveText('3/3 Elements Discovered');
  await expect(voiceNote.error).toBeHidden();

  await page.reload();
  await expect(voiceNote.player).toBeVisible();
  await expect(vision.badge).toHaveText('3/3 Elements Discovered');
  // The stored recording decodes and plays: its time moves on (muted: no gesture is needed).
  await voiceNote.player.evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    await audio.play();
  });
  await expect
    .poll(() => voiceNote.player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(0.3);

  await voiceNote.confirmDelete();
  await expect(vision.toast('Voice Note Deleted')).toBeVisible();
  await expect(voiceNote.player).toBeHidden();
  await expect(voiceNote.record).toHaveText('Record Voice Note');
  await expect(vision.badge).toHaveText('2/3 Elements Discovered');
  await page.reload();
  await expect(voiceNote.record).toBeVisible();
  await expect(voiceNote.player).toBeHidden();
  expect((await visionProfile(page)).voiceNote).toBeNull();
});
