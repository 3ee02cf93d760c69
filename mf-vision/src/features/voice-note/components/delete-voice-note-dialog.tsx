import { Button, Dialog, DialogContent, DialogFooter } from '@goalcoach/ui';
import type { RefObject } from 'react';
import { useDeleteVoiceNote } from '../api/use-delete-voice-note';

export type DeleteVoiceNoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the note is deleted, before the player leaves the section. */
  onDeleted: () => void;
  /** The Delete button, which gets the focus back when the note stays. */
  opener: RefObject<HTMLElement | null>;
};

export function DeleteVoiceNoteDialog({
  open,
  onOpenChange,
  onDeleted,
  opener,
}: DeleteVoiceNoteDialogProps) {
  const remove = useDeleteVoiceNote(onDeleted);

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title="Delete your voice note?"
        size="sm"
        returnFocusTo={opener}
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
