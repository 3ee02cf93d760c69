import { flushSync } from 'react-dom';

/**
 * Back closes the top dialog rather than leaving the page (on a phone, Back is the system
 * gesture). Each open dialog owns one history entry: the same address, with its marker added
 * to the state the router keeps there, so the router sees the same place when Back lands
 * below it. Dialogs are stacked: each Back closes one, the top one first.
 *
 * History moves asynchronously, so every change goes through `reconcile`, which makes the
 * entries match the open dialogs: it pushes an entry per newly open dialog, and goes back over
 * the entries of dialogs that closed some other way (X, Escape, a button), one step per dialog.
 */
const STATE_KEY = 'goalcoachDialog';

/** A Back we asked for whose popstate has not arrived after this long is taken as lost. */
const OWN_BACK_TIMEOUT_MS = 3000;

export type DialogHistoryEntry = { readonly id: string; readonly close: () => void };

// Markers are unique per page load: entries left by an earlier load are never taken for ours.
const pageLoad = Math.random().toString(36).slice(2, 8);
let nextId = 0;
/** The open dialogs, bottom to top. */
const open: DialogHistoryEntry[] = [];
/** The markers in history, bottom to top: the entries directly above the page's own. */
let placed: string[] = [];
let ownBacks = 0;
let ownBackTimer: ReturnType<typeof setTimeout> | undefined;
let reconcileScheduled = false;
let listening = false;

function markerOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !(STATE_KEY in state)) return undefined;
  const marker = (state as Record<string, unknown>)[STATE_KEY];
  return typeof marker === 'string' ? marker : undefined;
}

/** The current entry's state (the router's key and index among it) with `id` as the marker. */
function stateWith(id: string): Record<string, unknown> {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  return { ...base, [STATE_KEY]: id };
}

function isOpen(id: string): boolean {
  return open.some((entry) => entry.id === id);
}

function goBack(steps: number): void {
  placed = placed.slice(0, placed.length - steps);
  ownBacks += 1;
  clearTimeout(ownBackTimer);
  ownBackTimer = setTimeout(() => {
    ownBacks = 0;
    reconcile();
  }, OWN_BACK_TIMEOUT_MS);
  window.history.go(-steps);
}

function reconcile(): void {
  reconcileScheduled = false;
  // Pushing now would race the Back under way: wait for its popstate.
  if (ownBacks > 0) return;
  const top = markerOf(window.history.state);
  // The page navigated over our entries (a link in a dialog): they belong to its past now, and
  // going back over them would undo the navigation.
  if (placed.length > 0 && top !== placed.at(-1)) placed = [];

  let closedOnTop = 0;
  while (closedOnTop < placed.length && !isOpen(placed[placed.length - 1 - closedOnTop] ?? '')) {
    closedOnTop += 1;
  }
  const unplaced = open.filter((entry) => !placed.includes(entry.id));

  if (closedOnTop > 0 && unplaced.length === 0) return goBack(closedOnTop);
  if (closedOnTop > 1) return goBack(closedOnTop - 1);
  // One dialog closed as another opened (or a left-over entry of an earlier page load is on
  // top): the new one takes over that entry rather than adding one.
  const reusable = closedOnTop === 1 || (placed.length === 0 && top !== undefined);
  for (const [index, entry] of unplaced.entries()) {
    if (index === 0 && reusable) {
      placed.pop();
      window.history.replaceState(stateWith(entry.id), '');
    } else {
      window.history.pushState(stateWith(entry.id), '');
    }
    placed.push(entry.id);
  }
}

/** Changes of one commit (a parent closing two dialogs, a dialog swapped) go in together. */
function scheduleReconcile(): void {
  if (reconcileScheduled) return;
  reconcileScheduled = true;
  queueMicrotask(reconcile);
}

function onPopState(): void {
  if (ownBacks > 0) {
    ownBacks -= 1;
    if (ownBacks === 0) clearTimeout(ownBackTimer);
  }
  // Back (or a jump back several entries) left the entries above the current one: their
  // dialogs close, the top one first. The router sees the same address and stays.
  const at = placed.indexOf(markerOf(window.history.state) ?? '');
  const gone = placed.slice(at + 1).reverse();
  placed = placed.slice(0, at + 1);
  for (const id of gone) {
    const entry = open.find((candidate) => candidate.id === id);
    // At once, so a dialog that refuses to close (busy) is seen still open and gets an entry
    // again below.
    if (entry) flushSync(entry.close);
  }
  reconcile();
}

/** Gives a newly open dialog its history entry; `close` is what Back calls. */
export function addDialogEntry(close: () => void): DialogHistoryEntry {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  nextId += 1;
  const entry = { id: `${pageLoad}-${nextId}`, close };
  open.push(entry);
  scheduleReconcile();
  return entry;
}

/** The dialog closed (by Back or otherwise) or left the page: its entry goes as well. */
export function removeDialogEntry(entry: DialogHistoryEntry): void {
  const index = open.indexOf(entry);
  if (index >= 0) open.splice(index, 1);
  scheduleReconcile();
}
