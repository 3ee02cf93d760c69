import { Alert, Button } from '@goalcoach/ui';
import { RefreshCw } from 'lucide-react';
import { isRemoteLoadError } from './remote-load-error';
import './remote-unavailable-panel.css';

type RemoteUnavailablePanelProps = {
  area: string;
  error: unknown;
  onRetry: () => void;
};

/** Shown in place of one part of the app that cannot load or crashed; the rest keeps working. */
export function RemoteUnavailablePanel({ area, error, onRetry }: RemoteUnavailablePanelProps) {
  const couldNotLoad = isRemoteLoadError(error);
  return (
    <div className="shell-remote-panel" data-testid="remote-unavailable">
      <Alert
        variant="warning"
        title={couldNotLoad ? `${area} is unavailable right now` : `${area} ran into a problem`}
        action={
          <Button variant="secondary" onClick={onRetry} data-testid="remote-retry">
            <RefreshCw aria-hidden size={16} />
            Retry
          </Button>
        }
      >
        {couldNotLoad
          ? 'We could not reach this part of the app. Check your connection and try again; everything else still works.'
          : 'Something went wrong while showing this page. Try again, or use the navigation to keep going.'}
      </Alert>
    </div>
  );
}
