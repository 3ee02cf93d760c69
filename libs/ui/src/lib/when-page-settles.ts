/**
 * How long after `load` a page is left alone. It may still be fetching its own code and data
 * then, and the person starts reading and tapping: code for later would compete with both
 * (on a phone, parsing it blocks a tap for tens of milliseconds).
 */
export const PAGE_SETTLE_MS = 5_000;

/** A page that never goes idle still gets the work done after this. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Runs `callback` once the page has loaded, then settled, then gone idle (where the browser
 * has no requestIdleCallback, as Safari, the settling alone); answers the cancel. For work no
 * page needs at once: code that something may need later, modules that work in the background.
 */
export function whenPageSettles(callback: () => void, settleMs = PAGE_SETTLE_MS): () => void {
  let cancelStep = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      callback();
    }
  };
  const afterLoad = () => {
    const timer = window.setTimeout(whenIdle, settleMs);
    cancelStep = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cancelStep = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancelStep();
}
