import type { RefObject } from 'react';

/**
 * A dialog opened without a Radix trigger has nowhere to return the focus on close: this gives
 * it back to the button that opened it (when that button is still on the page).
 */
export function focusOnClose(opener: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected || target.matches(':disabled')) return;
    event.preventDefault();
    target.focus();
  };
}
