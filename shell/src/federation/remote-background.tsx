import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { remoteComponent } from './remote-component';
import type { RemoteBackgroundId } from './remote-modules';

/** Where the browser has no requestIdleCallback (Safari): long enough for the page to draw. */
export const IDLE_FALLBACK_MS = 2_000;
/** A page that never goes idle still gets its background module after this. */
const IDLE_TIMEOUT_MS = 10_000;

/** Calls `callback` once the page is idle; answers the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Calls `callback` once the page has loaded and then gone idle; answers the cancel. Idle alone
 * comes too early: the page is idle while it waits for its own code, and a background module
 * fetched then competes with it on a slow network.
 */
function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const start = () => {
    cancelIdle = whenIdle(callback);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}

function LoadedBackground({ module }: { module: RemoteBackgroundId }) {
  const RemoteBackground = remoteComponent(module);
  // Known only at run time, and cached per module rather than recreated.
  // eslint-disable-next-line react-hooks/static-components
  return <RemoteBackground />;
}

/**
 * A remote's module that works in the background of every signed-in page (e.g. in-page
 * reminders). It loads once the page has loaded and is idle, so it never delays a page; and it is silent:
 * while it loads, and when its remote is down or it crashes, it shows nothing at all.
 */
export function RemoteBackgroundHost({ module }: { module: RemoteBackgroundId }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <ErrorBoundary
      fallbackRender={() => null}
      onError={(error) => console.warn(`[federation] ${module} stopped`, error)}
    >
      <Suspense fallback={null}>
        <LoadedBackground module={module} />
      </Suspense>
    </ErrorBoundary>
  );
}
