import {
  persistQueryClientSave,
  type PersistedQueryClientSaveOptions,
} from '@tanstack/query-persist-client-core';

/**
 * How long answers may go on changing before the copy is saved. A page that loads changes dozens
 * of queries, and each save turns the whole cache into a copy on the main thread.
 */
export const ANSWERS_SAVE_DELAY_MS = 1000;

const CHANGE_EVENTS: ReadonlySet<string> = new Set(['added', 'removed', 'updated']);

/** Runs `save` when the page is idle, or after `timeoutMs` at the latest. */
function whenIdle(save: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(save, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(save, 0);
  return () => clearTimeout(handle);
}

/**
 * Keeps the copy on the device up to date with the query client. Changed answers are saved once
 * they have been quiet for a while and the page is idle; a change of the writes (a tick made
 * offline, one sent) is saved at once, and so is anything waiting when the page is hidden or
 * closed, so a write kept on the device is never lost to a closed tab.
 * Returns a function that stops saving (dropping a save not yet made).
 */
export function saveWhenChanged(
  options: PersistedQueryClientSaveOptions,
  delayMs = ANSWERS_SAVE_DELAY_MS,
): () => void {
  let cancelPending: (() => void) | null = null;

  const saveNow = () => {
    cancelPending?.();
    cancelPending = null;
    void persistQueryClientSave(options);
  };

  const saveSoon = () => {
    if (cancelPending) return;
    const timer = setTimeout(() => {
      cancelPending = whenIdle(saveNow, delayMs);
    }, delayMs);
    cancelPending = () => clearTimeout(timer);
  };

  const saveIfHidden = () => {
    if (cancelPending && document.visibilityState === 'hidden') saveNow();
  };
  const saveIfPending = () => {
    if (cancelPending) saveNow();
  };

  const { queryClient } = options;
  const stopAnswers = queryClient.getQueryCache().subscribe((event) => {
    if (CHANGE_EVENTS.has(event.type)) saveSoon();
  });
  const stopWrites = queryClient.getMutationCache().subscribe((event) => {
    if (CHANGE_EVENTS.has(event.type)) saveNow();
  });
  const page = typeof window === 'undefined' ? null : window;
  page?.document.addEventListener('visibilitychange', saveIfHidden);
  page?.addEventListener('pagehide', saveIfPending);

  return () => {
    stopAnswers();
    stopWrites();
    page?.document.removeEventListener('visibilitychange', saveIfHidden);
    page?.removeEventListener('pagehide', saveIfPending);
    cancelPending?.();
    cancelPending = null;
  };
}
