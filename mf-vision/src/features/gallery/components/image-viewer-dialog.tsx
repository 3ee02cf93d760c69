import type { VisionImage } from '@goalcoach/contracts';
import type { RefObject } from 'react';
import { Dialog, DialogContent } from '@goalcoach/ui';
import './image-viewer-dialog.css';
import './vision-emoji.css';

export type ImageViewerDialogProps = {
  image: VisionImage;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The thumbnail's button, which gets the focus back on close. */
  opener: RefObject<HTMLElement | null>;
};

/** The full image with its caption and emoji. */
export function ImageViewerDialog({
  image,
  alt,
  open,
  onOpenChange,
  opener,
}: ImageViewerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={alt}
        hideTitle
        size="lg"
        returnFocusTo={opener}
        data-testid="vision-image-viewer"
      >
        <figure className="gc-vision-viewer">
          <img
            className="gc-vision-viewer__image"
            src={image.imagePath}
            alt={alt}
            width={image.width}
            height={image.height}
          />
          {(image.caption || image.emoji) && (
            <figcaption className="gc-vision-viewer__caption">
              {image.emoji && <span className="gc-vision-emoji">{image.emoji}</span>}
              {image.caption && <span>{image.caption}</span>}
            </figcaption>
          )}
        </figure>
      </DialogContent>
    </Dialog>
  );
}
