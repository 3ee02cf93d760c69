import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { forgetFailedRemote } from './remote-component';
import type { RemoteModuleId } from './remote-modules';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

type RemoteBoundaryProps = {
  module: RemoteModuleId;
  /** How people call this part of the app, for the unavailable panel. */
  area: string;
  /** Shown while the remote's code loads. */
  loading: ReactNode;
  /** Values whose change clears a shown failure (e.g. the path). */
  resetKeys?: unknown[];
  /** Wraps the unavailable panel (a dialog shows it inside a dialog); as it is by default. */
  frame?: (panel: ReactNode) => ReactNode;
  /**
   * Renders the module. It must look the component up (remoteComponent) inside its own render,
   * so that Retry, which remounts it, picks a fresh load.
   */
  children: ReactNode;
};

/** Isolates one remote module: its failure to load or to render never takes the app down. */
export function RemoteBoundary({
  module,
  area,
  loading,
  resetKeys = [],
  frame = (panel) => panel,
  children,
}: RemoteBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[module, ...resetKeys]}
      onReset={() => forgetFailedRemote(module)}
      fallbackRender={({ error, resetErrorBoundary }) =>
        frame(<RemoteUnavailablePanel area={area} error={error} onRetry={resetErrorBoundary} />)
      }
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
