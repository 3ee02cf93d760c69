import { whenPageSettles } from '@goalcoach/ui';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { remoteComponent } from './remote-component';
import type { RemoteBackgroundId } from './remote-modules';

function LoadedBackground({ module }: { module: RemoteBackgroundId }) {
  const RemoteBackground = remoteComponent(module);
  // Known only at run time, and cached per module rather than recreated.
  // eslint-disable-next-line react-hooks/static-components
  return <RemoteBackground />;
}

/**
 * A remote's module that works in the background of every signed-in page (e.g. in-page
 * reminders). It loads once the page has settled (see whenPageSettles), so it never delays a
 * page nor its first taps; and it is silent: while it loads, and when its remote is down or it
 * crashes, it shows nothing at all.
 */
export function RemoteBackgroundHost({ module }: { module: RemoteBackgroundId }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettles(() => setSettled(true)), []);
  if (!settled) return null;
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
