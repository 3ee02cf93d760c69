import { ConfirmDialog } from '@goalcoach/ui';
import type { RefObject } from 'react';
import { useDeleteImage } from '../api/use-delete-image';

export type DeleteImageDialogProps = {
  imageId: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the image is deleted, before its card leaves the gallery. */
  onDeleted: () => void;
  /** The card's Delete button, which gets the focus back when the image stays. */
  opener: RefObject<HTMLElement | null>;
};

/** Asks before an image and its file are deleted for good. */
export function DeleteImageDialog({
  imageId,
  alt,
  open,
  onOpenChange,
  onDeleted,
  opener,
}: DeleteImageDialogProps) {
  const remove = useDeleteImage(imageId, onDeleted);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this image?"
      description={`“${alt}” will be removed from your vision board. This cannot be undone.`}
      confirmLabel="Delete"
      onConfirm={() => remove.mutate(undefined, { onSettled: () => onOpenChange(false) })}
      pending={remove.isPending}
      returnFocusTo={opener}
      testId="vision-image-delete-dialog"
      confirmTestId="vision-image-delete-confirm"
    />
  );
}
