import type { Page } from '@playwright/test';

/** What a finger can hit: every kind of control the phone journeys measure. */
const INTERACTIVE_SELECTOR = [
  'button',
  'a[href]',
  '[role=button]',
  'input[type=checkbox]',
  '[role=switch]',
  '[role=tab]',
  'select',
].join(', ');

export type SmallTarget = { control: string; width: number; height: number };

/**
 * The visible controls on the page smaller than `minHeight` × `minWidth`. Hidden and zero-size
 * controls are skipped (a visually hidden input whose label is the target, a closed menu), and
 * so is a control inside another control: the outer one is what the finger hits.
 */
export async function smallTapTargets(
  page: Page,
  {
    within = 'body',
    minHeight = 44,
    minWidth = 40,
  }: { within?: string; minHeight?: number; minWidth?: number } = {},
): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, within, minHeight, minWidth }) => {
      const describe = (element: Element): string => {
        const testId = element.getAttribute('data-testid');
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${name}"`;
      };
      const small: { control: string; width: number; height: number }[] = [];
      const root = document.querySelector(within);
      if (!root) throw new Error(`Nothing matches ${within}`);
      for (const element of Array.from(root.querySelectorAll(selector))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        // Visually hidden (clipped to a pixel): the label around it takes the tap.
        if (box.width <= 1 && box.height <= 1) continue;
        if (element.parentElement?.closest(selector)) continue;
        // Rounding: a 44 px control can measure 43.99.
        if (box.height + 0.5 < minHeight || box.width + 0.5 < minWidth) {
          small.push({
            control: describe(element),
            width: Math.round(box.width),
            height: Math.round(box.height),
          });
        }
      }
      return small;
    },
    { selector: INTERACTIVE_SELECTOR, within, minHeight, minWidth },
  );
}
