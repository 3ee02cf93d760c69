import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the last API call got an answer. The browser can say it is online while the server is
 * out of reach (a captive portal, a dead Wi-Fi): a call that failed for want of a network counts
 * as offline until a call gets through again.
 */
let serverReached = true;

// TanStack Query takes the browser as online until an 'offline' event: a page opened with no
// network would run its queries and writes and see them fail, instead of pausing them.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
const listeners = new Set<() => void>();

export function reportServerReached(reached: boolean): void {
  if (reached === serverReached) return;
  serverReached = reached;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const stopWatchingBrowser = onlineManager.subscribe(() => {
    // Back online in the browser's eyes: give the server the benefit of the doubt again.
    if (onlineManager.isOnline()) serverReached = true;
    onChange();
  });
  return () => {
    listeners.delete(onChange);
    stopWatchingBrowser();
  };
}

export function isOffline(): boolean {
  return !onlineManager.isOnline() || !serverReached;
}

/** True while the device has no network or the server cannot be reached. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
