import { CloudUpload } from 'lucide-react';
import { cn } from '../../lib/cn';
import './sync-pending-note.css';

/** The words shown beside a change kept on the device until the server has it. */
export const SYNC_PENDING_TEXT = 'Saved on this device — will sync';

export type SyncPendingNoteProps = { className?: string; 'data-testid'?: string };

/** A small, quiet note beside a change the device keeps until it can be sent. */
export function SyncPendingNote({
  className,
  'data-testid': testId = 'sync-pending',
}: SyncPendingNoteProps) {
  return (
    <span className={cn('gc-sync-pending', className)} data-testid={testId}>
      <CloudUpload aria-hidden size={14} />
      {SYNC_PENDING_TEXT}
    </span>
  );
}
