import { ConfirmDialog } from '@goalcoach/ui';
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your voice note?"
      description="The recording will be removed from your vision board. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => remove.mutate(undefined, { onSettled: () => onOpenChange(false) })}
      pending={remove.isPending}
      returnFocusTo={opener}
      testId="voice-delete-dialog"
      confirmTestId="voice-delete-confirm"
    />
  );
}
