import { useKeptWriteCount, useOffline } from '@goalcoach/api';
import { CloudOff } from 'lucide-react';
import '../layout/notice-bar.css';
import './offline-banner.css';

function keptWritesText(count: number): string {
  return count === 1
    ? '1 change saved on this device — will sync.'
    : `${count} changes saved on this device — will sync.`;
}

/**
 * Tells, politely, that the app shows what was last loaded because there is no network, and how
 * many changes wait on the device to be sent. The live region stays mounted, so a change of
 * state is announced; empty, it takes no room.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const kept = useKeptWriteCount();
  const shown = offline || kept > 0;
  return (
    <div
      className={shown ? 'shell-notice-bar shell-offline-banner' : undefined}
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
    >
      {offline && (
        <span data-testid="offline-notice">
          <CloudOff aria-hidden size={16} className="shell-offline-banner__icon" />
          You&apos;re offline — showing what was last loaded.
        </span>
      )}
      {kept > 0 && <span data-testid="sync-status">{keptWritesText(kept)}</span>}
    </div>
  );
}
