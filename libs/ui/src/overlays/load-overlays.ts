import { useEffect, useSyncExternalStore } from 'react';
import type * as RadixOverlays from './radix-overlays';

export type Overlays = typeof RadixOverlays;

let loaded: Overlays | null = null;
let loading: Promise<Overlays> | null = null;
const listeners = new Set<() => void>();

/**
 * Starts loading the Radix code of dialogs, menus and tooltips (once) and resolves with it.
 * A failed load is forgotten, so the next call tries again.
 */
export function preloadOverlays(): Promise<Overlays> {
  loading ??= import('./radix-overlays').then(
    (overlays) => {
      loaded = overlays;
      for (const listener of listeners) listener();
      return overlays;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The Radix code if it has arrived, else null. */
export function loadedOverlays(): Overlays | null {
  return loaded;
}

/** For parts only ever rendered inside open content, which exists only once the code is in. */
export function requireOverlays(part: string): Overlays {
  if (!loaded) throw new Error(`${part} must be rendered inside open overlay content`);
  return loaded;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The Radix code, loading it while `needed`; null until it arrives. Once in, it is returned
 * synchronously, so later openings render at once.
 */
export function useOverlays(needed: boolean): Overlays | null {
  const overlays = useSyncExternalStore(subscribe, loadedOverlays, loadedOverlays);
  useEffect(() => {
    // A failed load leaves the content closed; the next opening tries again.
    if (needed && !overlays) preloadOverlays().catch(() => undefined);
  }, [needed, overlays]);
  return overlays;
}

/** A hover, focus or touch on a trigger: the user may open it next, so fetch the code now. */
export function preloadOnIntent(): void {
  if (!loaded) preloadOverlays().catch(() => undefined);
}

let idlePreloadScheduled = false;

/**
 * After the load event a page may still wait for its data or its own code, idle meanwhile: a
 * download started then would compete with what the page is waiting for.
 */
const SETTLE_MS = 2_000;

/**
 * Fetches the code a while after the page has loaded, once the browser is idle, so the first
 * opening rarely waits. Browsers without requestIdleCallback (Safari) fetch it after the wait.
 */
export function preloadOverlaysWhenIdle(): void {
  if (idlePreloadScheduled || loaded || typeof window === 'undefined') return;
  idlePreloadScheduled = true;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(preloadOnIntent, { timeout: 10_000 });
    } else {
      preloadOnIntent();
    }
  };
  const afterSettling = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') afterSettling();
  else window.addEventListener('load', afterSettling, { once: true });
}
