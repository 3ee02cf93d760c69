import { useUserToday } from '@goalcoach/session';
import { Dialog, DialogContent, QueryLoading, Skeleton } from '@goalcoach/ui';
import { useState } from 'react';
import { useCheckIns } from '../../../shared/api/use-check-ins';
import { CheckInForm } from './check-in-form';

export type CheckInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type CheckInBodyProps = { onClose: () => void };

/**
 * Reads the check-ins again on every opening (one saved on another device would otherwise be
 * missed) and waits for that read to know whether today has one to prefill; a failed read
 * prefills what the cache holds, or nothing.
 */
function CheckInBody({ onClose }: CheckInBodyProps) {
  const today = useUserToday();
  // The day the dialog opened on: a save just before midnight still updates that day's form.
  const [openedOn] = useState(today);
  const checkIns = useCheckIns({ refreshOnMount: true });
  // Once the opening read settles the form stays, whatever refetches come later.
  const [read, setRead] = useState(false);
  if (!read && !checkIns.isFetching) setRead(true);

  if (!read) {
    return (
      <QueryLoading label="Loading today's check-in" testId="check-in-loading">
        <Skeleton height={40} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </QueryLoading>
    );
  }
  const existing = checkIns.data?.find((checkIn) => checkIn.date === openedOn);
  return <CheckInForm day={openedOn} existing={existing} onSaved={onClose} onCancel={onClose} />;
}

/**
 * The daily check-in dialog. Exposed to the shell as `mf_reviews/CheckInDialog` (Home's
 * floating button) and opened by the Reviews page: it needs only the shared query client and
 * toaster. Closing unmounts the form, so every opening starts from the server's answer.
 */
export default function CheckInDialog({ open, onOpenChange }: CheckInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Daily Check-In"
          description="A minute to look back at today."
          data-testid="check-in-dialog"
        >
          <CheckInBody onClose={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
