import type { RefObject } from 'react';

/**
 * A dialog opened without a Radix trigger has nowhere to return the focus on close: this gives
 * it to `target` (the button that opened it) when that is still on the page and enabled, and
 * otherwise leaves Radix's own choice alone.
 */
export function returnFocusOnClose(event: Event, target: RefObject<HTMLElement | null>): void {
  const element = target.current;
  if (event.defaultPrevented || !element?.isConnected || element.matches(':disabled')) return;
  event.preventDefault();
  element.focus();
}
