import { Button, Dialog, DialogContent, DialogFooter } from '@goalcoach/ui';
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
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title="Delete this image?"
        size="sm"
        returnFocusTo={opener}
        data-testid="vision-image-delete-dialog"
      >
        <p className="gc-vision-muted">
          “{alt}” will be removed from your vision board. This cannot be undone.
        </p>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            data-testid="vision-image-delete-confirm"
            onClick={() => remove.mutate(undefined, { onSettled: () => onOpenChange(false) })}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
