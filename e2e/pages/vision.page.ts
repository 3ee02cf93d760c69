import { expect, type Locator, type Page } from '@playwright/test';
import type { TestImage } from '../support/vision-images.js';

/** The dialog that opens once images are chosen: one row per file with caption and emoji. */
export class UploadDialog {
  readonly root: Locator;
  readonly items: Locator;
  readonly submit: Locator;
  /** The picked files that are not images: the message and their names. */
  readonly refused: Locator;
  readonly refusedMessage: Locator;
  /** Offered when nothing picked was an image: opens the file picker again. */
  readonly chooseAgain: Locator;
  readonly previews: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('vision-upload-dialog');
    this.items = this.root.getByTestId('vision-upload-item');
    this.submit = this.root.getByTestId('vision-upload-submit');
    this.refused = this.root.getByTestId('vision-upload-refused');
    this.refusedMessage = this.root.getByTestId('vision-upload-refused-message');
    this.chooseAgain = this.root.getByTestId('vision-upload-choose-again');
    this.previews = this.root.getByTestId('vision-upload-preview');
  }

  caption(row: number): Locator {
    return this.items.nth(row).getByTestId('vision-upload-caption');
  }

  emoji(row: number): Locator {
    return this.items.nth(row).getByTestId('vision-upload-emoji');
  }
}

/** The gallery: the image cards, the file input behind Add Images and the dialogs. */
export class VisionGallery {
  readonly root: Locator;
  readonly empty: Locator;
  readonly count: Locator;
  readonly addImages: Locator;
  readonly fileInput: Locator;
  readonly cards: Locator;
  readonly viewer: Locator;
  readonly deleteDialog: Locator;
  readonly generatorLink: Locator;
  readonly upload: UploadDialog;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('vision-gallery');
    this.empty = this.root.getByTestId('vision-gallery-empty');
    this.count = this.root.getByTestId('vision-image-count');
    this.addImages = this.root.getByTestId('vision-add-images');
    this.fileInput = this.root.getByTestId('vision-image-input');
    this.cards = this.root.getByTestId('vision-image');
    this.viewer = page.getByTestId('vision-image-viewer');
    this.deleteDialog = page.getByTestId('vision-image-delete-dialog');
    this.generatorLink = page.getByTestId('vision-image-generator-link');
    this.upload = new UploadDialog(page);
  }

  /** Chooses all `images` at once in the file picker; the upload dialog opens with them. */
  async choose(images: TestImage[]): Promise<void> {
    await this.fileInput.setInputFiles(images);
    await expect(this.upload.root).toBeVisible();
  }

  /**
   * Taps `opener` and picks `files` in the file chooser it opens, as a person does with
   * "All files": the chooser's own filter does not apply.
   */
  async pickWith(opener: Locator, files: TestImage[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await opener.tap();
    await (await chooser).setFiles(files);
  }

  card(caption: string): Locator {
    return this.cards.filter({
      has: this.page.getByTestId('vision-image-caption').getByText(caption, { exact: true }),
    });
  }

  thumbnail(card: Locator): Locator {
    return card.getByTestId('vision-image-open').getByRole('img');
  }

  async openLarger(card: Locator): Promise<void> {
    await card.getByTestId('vision-image-open').click();
    await expect(this.viewer).toBeVisible();
  }

  async delete(card: Locator): Promise<void> {
    await card.getByTestId('vision-image-delete').click();
    await this.deleteDialog.getByTestId('vision-image-delete-confirm').click();
    await expect(this.deleteDialog).toBeHidden();
  }
}

/** The Vision Statement section: the text, or the editor with its live counter. */
export class VisionStatementSection {
  readonly root: Locator;
  readonly text: Locator;
  readonly empty: Locator;
  readonly edit: Locator;
  readonly input: Locator;
  readonly counter: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('vision-statement');
    this.text = this.root.getByTestId('vision-statement-text');
    this.empty = this.root.getByTestId('vision-statement-empty');
    this.edit = this.root.getByTestId('vision-statement-edit');
    this.input = this.root.getByTestId('vision-statement-input');
    this.counter = this.root.getByTestId('vision-statement-counter');
    this.save = this.root.getByTestId('vision-statement-save');
    this.cancel = this.root.getByTestId('vision-statement-cancel');
  }
}

/** The Voice Note section: the recorder, the preview of a new recording and the player. */
export class VoiceNoteSection {
  readonly root: Locator;
  readonly record: Locator;
  readonly timer: Locator;
  readonly stop: Locator;
  readonly preview: Locator;
  readonly save: Locator;
  readonly discard: Locator;
  readonly player: Locator;
  readonly duration: Locator;
  readonly delete: Locator;
  readonly deleteDialog: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('vision-voice-note');
    this.record = this.root.getByTestId('voice-record');
    this.timer = this.root.getByTestId('voice-timer');
    this.stop = this.root.getByTestId('voice-stop');
    this.preview = this.root.getByTestId('voice-preview');
    this.save = this.root.getByTestId('voice-save');
    this.discard = this.root.getByTestId('voice-discard');
    this.player = this.root.getByTestId('voice-player');
    this.duration = this.root.getByTestId('voice-duration');
    this.delete = this.root.getByTestId('voice-delete');
    this.deleteDialog = page.getByTestId('voice-delete-dialog');
    this.error = this.root.getByTestId('voice-error');
  }

  async confirmDelete(): Promise<void> {
    await this.delete.click();
    await this.deleteDialog.getByTestId('voice-delete-confirm').click();
    await expect(this.deleteDialog).toBeHidden();
  }
}

/** The Vision page (/vision): the title, the elements badge and its three sections. */
export class VisionPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly badge: Locator;
  readonly gallery: VisionGallery;
  readonly statement: VisionStatementSection;
  readonly voiceNote: VoiceNoteSection;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('page-vision');
    this.title = this.root.getByRole('heading', { level: 1 });
    this.badge = page.getByTestId('vision-elements-badge');
    this.gallery = new VisionGallery(page);
    this.statement = new VisionStatementSection(page);
    this.voiceNote = new VoiceNoteSection(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/vision');
    await expect(this.root).toBeVisible();
  }

  /** The toast on screen with `title`. */
  toast(title: string): Locator {
    return this.page.locator('.gc-toast').filter({ hasText: title });
  }
}
