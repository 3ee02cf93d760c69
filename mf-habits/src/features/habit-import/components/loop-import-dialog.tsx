import { Dialog, DialogContent, QueryLoading, Skeleton } from '@goalcoach/ui';
import { lazy, Suspense } from 'react';

// The file picker, preview and import are only needed once the dialog is opened.
const LoopImportBody = lazy(() => import('./loop-import-body'));

export type LoopImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Habits → Import: Loop Habit Tracker's CSV export, previewed before anything is written. */
export function LoopImportDialog({ open, onOpenChange }: LoopImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Import from Loop Habit Tracker"
          description="Your habits with their history: done, skipped and missed days."
          data-testid="loop-import-dialog"
        >
          <Suspense
            fallback={
              <QueryLoading label="Loading the import">
                <Skeleton height={120} />
              </QueryLoading>
            }
          >
            <LoopImportBody onClose={() => onOpenChange(false)} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
