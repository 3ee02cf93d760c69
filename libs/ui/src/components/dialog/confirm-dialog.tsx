import type { ReactElement, RefObject } from 'react';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the confirmation does; it describes the dialog for assistive technology. */
  description: string;
  confirmLabel: string;
  /** Closing is left to the caller, e.g. once its request has settled. */
  onConfirm: () => void;
  /** While the confirmed action runs the dialog stays open and only shows it is busy. */
  pending?: boolean;
  /** A red confirm button, for what cannot be undone. Defaults to true. */
  destructive?: boolean;
  /** The button that opens the dialog, which then gets the focus back on close. */
  trigger?: ReactElement;
  /** Where the focus goes on close when there is no trigger (see DialogContent). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  testId?: string;
  confirmTestId?: string;
};

/** Asks before an action: a title, what it does, Cancel and the action's own label. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  destructive = true,
  trigger,
  returnFocusTo,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={title}
        description={description}
        size="sm"
        returnFocusTo={returnFocusTo}
        data-testid={testId}
      >
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            onClick={onConfirm}
            loading={pending}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
