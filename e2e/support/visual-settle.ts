import { expect, type Page } from '@playwright/test';

/** Anything still loading. */
const BUSY = '.gc-skeleton, .gc-spinner, [aria-busy="true"], [data-testid="loading-screen"]';

/** How long the network must have been quiet before the screen counts as loaded. */
const QUIET_MS = 100;

/**
 * Waits until the page has nothing left to load or draw, before it is pictured. Counts the
 * page's requests itself: Playwright's 'networkidle' waits half a second every time.
 */
export class ScreenSettler {
  private inFlight = 0;
  private lastActivity = Date.now();

  constructor(readonly page: Page) {
    page.on('request', () => {
      this.inFlight += 1;
      this.lastActivity = Date.now();
    });
    const done = () => {
      this.inFlight -= 1;
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /**
   * Network quiet, nothing loading, animations that end ended, every image decoded (lazy ones
   * too, which a full-page picture would show empty) and fonts ready; then the pointer leaves
   * the controls. A page (not a dialog, whose focus is part of its look) also loses the focus a
   * click left behind and is scrolled to the top.
   */
  async settle(what: 'page' | 'dialog'): Promise<void> {
    await expect
      .poll(() => this.inFlight <= 0 && Date.now() - this.lastActivity >= QUIET_MS, {
        intervals: [QUIET_MS / 2],
      })
      .toBe(true);
    await expect(this.page.locator(BUSY)).toHaveCount(0);
    await this.page.evaluate(async (isPage) => {
      if (isPage) {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        // Fixed bars are drawn where the window is scrolled to: always at the top.
        window.scrollTo({ top: 0, behavior: 'instant' });
      }
      // A dialog ends its opening animation by itself: one cut short for the picture can
      // leave its text a pixel off.
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      const images = Array.from(document.images);
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
    }, what === 'page');
    await this.page.mouse.move(0, 0);
  }
}

/**
 * Scrolls the open dialog's scrolling part on by most of its height (the rest stays in view
 * under a sticky footer). Answers false when it was already at the end.
 */
export function scrollDialogOn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) throw new Error('No dialog is open');
    const scroller = [dialog, ...Array.from(dialog.querySelectorAll('*'))].find((element) => {
      const { overflowY } = getComputedStyle(element);
      return (
        (overflowY === 'auto' || overflowY === 'scroll') &&
        element.scrollHeight > element.clientHeight + 1
      );
    });
    if (!scroller) return false;
    const before = scroller.scrollTop;
    scroller.scrollTop = before + Math.floor(scroller.clientHeight * 0.8);
    return scroller.scrollTop > before;
  });
}
