import { useEffect, useSyncExternalStore } from 'react';
import { whenPageSettles } from '../lib/when-page-settles';
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

let preloadScheduled = false;

/**
 * Fetches the code once the page has settled, so the first opening rarely waits (an opening
 * before then, or a hover or focus on a trigger, fetches it at once).
 */
export function preloadOverlaysWhenIdle(): void {
  if (preloadScheduled || loaded || typeof window === 'undefined') return;
  preloadScheduled = true;
  whenPageSettles(preloadOnIntent);
}
