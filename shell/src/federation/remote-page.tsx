import { Skeleton } from '@goalcoach/ui';
import { useLocation } from '@goalcoach/routing';
import { NotFoundPage } from '../pages/lazy-pages';
import { RemoteBoundary } from './remote-boundary';
import { remoteComponent } from './remote-component';
import type { RemotePageId } from './remote-modules';
import './remote-page.css';

type RemotePageMountProps = {
  module: RemotePageId;
  /** How people call this part of the app, for the unavailable panel. */
  area: string;
};

function RemotePageSkeleton() {
  return (
    <div className="shell-page-skeleton" aria-busy="true" aria-label="Loading">
      <Skeleton height={32} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}

function LoadedPage({ module }: { module: RemotePageId }) {
  const Page = remoteComponent(module);
  // Known only at run time, and cached per module rather than recreated.
  // eslint-disable-next-line react-hooks/static-components
  return <Page notFound={<NotFoundPage />} />;
}

/** One remote's page inside the frame, isolated: its failure never takes the app down. */
export function RemotePage({ module, area }: RemotePageMountProps) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary
      module={module}
      area={area}
      loading={<RemotePageSkeleton />}
      resetKeys={[pathname]}
    >
      <LoadedPage module={module} />
    </RemoteBoundary>
  );
}
