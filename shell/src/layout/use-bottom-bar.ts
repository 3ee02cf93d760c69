import { useSyncExternalStore } from 'react';

/** Below this width the main navigation is the bar at the bottom (see main-navigation.css). */
const BOTTOM_BAR_QUERY = '(max-width: 767px)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(BOTTOM_BAR_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen shows the main navigation as the bottom bar (a phone). */
export function useBottomBar(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
