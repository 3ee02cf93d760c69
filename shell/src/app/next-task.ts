type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Resolves in a later task of the event loop, so that work after it runs in a task of its own
 * and the browser handles input and paints in between. `scheduler.yield` (Chromium) keeps the
 * continuation ahead of other queued work; elsewhere a zero timeout does.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
