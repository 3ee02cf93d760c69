import { Skeleton } from '@goalcoach/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { loadRemoteModule } from './remote-registry';
import { NotFoundPage } from '../pages/lazy-pages';
import type { RemoteModuleId, RemotePageProps } from './remote-modules';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

type RemotePageMountProps = {
  module: RemoteModuleId;
  /** How people call this part of the app, for the unavailable panel. */
  area: string;
};

export function RemotePageSkeleton() {
  return (
    <div className="shell-page-skeleton" aria-busy="true" aria-label="Loading">
      <Skeleton height={32} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}

type LoadedPage = { page: LazyExoticComponent<ComponentType<RemotePageProps>>; failed: boolean };
const loadedPages = new Map<RemoteModuleId, LoadedPage>();
const retried = new Set<RemoteModuleId>();

/**
 * One lazy component per module, kept across mounts so returning to a page does not suspend
 * again. It is only ever replaced by `forgetFailedPage` (Retry): React re-renders a failed
 * transition, and a render that started a new load would loop.
 */
function remotePageComponent(
  module: RemoteModuleId,
): LazyExoticComponent<ComponentType<RemotePageProps>> {
  const existing = loadedPages.get(module);
  if (existing) return existing.page;
  const loaded: LoadedPage = {
    failed: false,
    page: lazy(() =>
      loadRemoteModule(module, { fresh: retried.has(module) }).catch((error: unknown) => {
        loaded.failed = true;
        throw error;
      }),
    ),
  };
  loadedPages.set(module, loaded);
  return loaded.page;
}

/** A lazy component remembers a failed load; dropping it lets the next render load afresh. */
function forgetFailedPage(module: RemoteModuleId): void {
  if (!loadedPages.get(module)?.failed) return;
  loadedPages.delete(module);
  retried.add(module);
}

/** One remote's page inside the frame, isolated: its failure never takes the app down. */
export function RemotePage({ module, area }: RemotePageMountProps) {
  const { pathname } = useLocation();
  // Re-rendering this component (not only the boundary) is what picks a fresh lazy page.
  const [, setResets] = useState(0);
  const Page = remotePageComponent(module);
  return (
    <ErrorBoundary
      resetKeys={[module, pathname]}
      onReset={() => {
        forgetFailedPage(module);
        setResets((n) => n + 1);
      }}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <RemoteUnavailablePanel area={area} error={error} onRetry={resetErrorBoundary} />
      )}
    >
      <Suspense fallback={<RemotePageSkeleton />}>
        {/* Known only at run time, and cached per module above rather than recreated. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page notFound={<NotFoundPage />} />
      </Suspense>
    </ErrorBoundary>
  );
}
