import { Button, Dialog, DialogContent, DialogFooter } from '@goalcoach/ui';
import type { RefObject } from 'react';
import { focusOnClose } from '../../../shared/lib/focus-on-close';
import { useDeleteVoiceNote } from '../api/use-delete-voice-note';

export type DeleteVoiceNoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Delete button, which gets the focus back when the note stays. */
  opener: RefObject<HTMLElement | null>;
};

export function DeleteVoiceNoteDialog({ open, onOpenChange, opener }: DeleteVoiceNoteDialogProps) {
  const remove = useDeleteVoiceNote();

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title="Delete your voice note?"
        size="sm"
        onCloseAutoFocus={focusOnClose(opener)}
        data-testid="voice-delete-dialog"
      >
        <p className="gc-vision-muted">
          The recording will be removed from your vision board. This cannot be undone.
        </p>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSettled: () => onOpenChange(false) })}
            data-testid="voice-delete-confirm"
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
