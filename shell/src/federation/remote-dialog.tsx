import { Dialog, DialogContent, Spinner } from '@goalcoach/ui';
import type { ReactNode } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { remoteComponent } from './remote-component';
import type { RemoteDialogId, RemoteDialogProps } from './remote-modules';
import './remote-dialog.css';

type RemoteDialogHostProps = RemoteDialogProps & {
  module: RemoteDialogId;
  /** The dialog's title while its code loads or when it cannot: how people call it. */
  area: string;
};

function LoadedDialog({ module, ...props }: RemoteDialogProps & { module: RemoteDialogId }) {
  const RemoteDialog = remoteComponent(module);
  // Known only at run time, and cached per module rather than recreated.
  // eslint-disable-next-line react-hooks/static-components
  return <RemoteDialog {...props} />;
}

/**
 * A remote's dialog opened from a shell screen. Its code loads the first time it opens (a
 * spinner meanwhile, in a dialog of the shell); a remote that is down shows the unavailable
 * panel in that dialog, with Retry, and the page underneath keeps working.
 */
export function RemoteDialogHost({ module, area, open, onOpenChange }: RemoteDialogHostProps) {
  const frame = (body: ReactNode) => (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={area} size="sm">
        {body}
      </DialogContent>
    </Dialog>
  );
  return (
    <RemoteBoundary
      module={module}
      area={area}
      loading={frame(
        <div className="shell-dialog-loading" aria-busy="true" aria-label="Loading">
          <Spinner />
        </div>,
      )}
      frame={frame}
    >
      <LoadedDialog module={module} open={open} onOpenChange={onOpenChange} />
    </RemoteBoundary>
  );
}
