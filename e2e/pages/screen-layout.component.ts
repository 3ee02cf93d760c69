import type { Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The fixed elements along the bottom edge of the screen (a bar, a floating button): the test
 * ids of those that show something, from the outermost fixed element of each.
 */
export async function fixedAtBottom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom < window.innerHeight - 1 || box.top >= window.innerHeight) continue;
      found.push(element.getAttribute('data-testid') ?? element.tagName.toLowerCase());
    }
    return found;
  });
}

/**
 * The visible content under the element with `testId`: text and controls of the page (outside
 * that element) whose boxes overlap its box by more than a pixel.
 */
export async function contentUnder(page: Page, testId: string): Promise<string[]> {
  return page.evaluate((testId) => {
    const cover = document.querySelector(`[data-testid="${testId}"]`);
    if (!cover) throw new Error(`No element with data-testid ${testId}`);
    const over = cover.getBoundingClientRect();
    const overlaps = (box: DOMRect) =>
      Math.min(box.right, over.right) - Math.max(box.left, over.left) > 1 &&
      Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top) > 1;
    const CONTROLS =
      'button, a[href], input, select, textarea, img, [role=button], [role=tab], [role=switch]';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('#main *'))) {
      if (cover.contains(element) || element.contains(cover)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      // A control counts by its box; text by the boxes of its own lines.
      const boxes = element.matches(CONTROLS)
        ? [element.getBoundingClientRect()]
        : Array.from(element.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
            .flatMap((node) => {
              const range = document.createRange();
              range.selectNodeContents(node);
              return Array.from(range.getClientRects());
            });
      if (boxes.some((box) => box.width > 0 && box.height > 0 && overlaps(box))) {
        found.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
        );
      }
    }
    return found;
  }, testId);
}

/** Whether two boxes share more than a pixel each way. */
export function overlap(a: Box, b: Box): boolean {
  return (
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1
  );
}
