import { Skeleton } from '@goalcoach/ui';
import { RemoteBoundary } from './remote-boundary';
import { remoteComponent } from './remote-component';
import type { RemotePanelId } from './remote-modules';
import './remote-panel.css';

type RemotePanelProps = {
  module: RemotePanelId;
  /** How people call this part of the app, for the unavailable panel. */
  area: string;
};

function LoadedPanel({ module }: { module: RemotePanelId }) {
  const Panel = remoteComponent(module);
  // Known only at run time, and cached per module rather than recreated.
  // eslint-disable-next-line react-hooks/static-components
  return <Panel />;
}

/**
 * A remote's panel inside a shell screen (a dialog tab), isolated like a page: the shell's
 * query client, router and toasts reach it through the shared singletons.
 */
export function RemotePanel({ module, area }: RemotePanelProps) {
  return (
    <RemoteBoundary
      module={module}
      area={area}
      loading={
        <div className="shell-panel-skeleton" aria-busy="true" aria-label="Loading">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </div>
      }
    >
      <LoadedPanel module={module} />
    </RemoteBoundary>
  );
}
