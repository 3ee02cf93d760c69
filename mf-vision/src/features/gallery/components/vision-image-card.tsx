import type { VisionImage } from '@goalcoach/contracts';
import { Button, Card } from '@goalcoach/ui';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { imageAlt } from '../utils/image-alt';
import { DeleteImageDialog } from './delete-image-dialog';
import { ImageViewerDialog } from './image-viewer-dialog';
import './vision-emoji.css';
import './vision-image-card.css';

export type VisionImageCardProps = {
  image: VisionImage;
  /** 1-based place on the board, naming images without a caption. */
  position: number;
  onDeleted: () => void;
};

/** A thumbnail that opens the larger view, its caption and emoji, and Delete. */
export function VisionImageCard({ image, position, onDeleted }: VisionImageCardProps) {
  const [viewing, setViewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const alt = imageAlt(image, position);

  return (
    <Card className="gc-vision-image" data-testid="vision-image">
      <button
        ref={openButton}
        type="button"
        className="gc-vision-image__open"
        onClick={() => setViewing(true)}
        aria-label={`View larger: ${alt}`}
        data-testid="vision-image-open"
      >
        <img
          className="gc-vision-image__thumb"
          src={image.thumbnailPath}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      </button>
      <div className="gc-vision-image__footer">
        <p className="gc-vision-image__text">
          {image.emoji && (
            <span className="gc-vision-emoji" data-testid="vision-image-emoji">
              {image.emoji}
            </span>
          )}
          {image.caption && <span data-testid="vision-image-caption">{image.caption}</span>}
        </p>
        <Button
          ref={deleteButton}
          variant="ghost"
          size="icon"
          aria-label={`Delete ${alt}`}
          onClick={() => setDeleting(true)}
          data-testid="vision-image-delete"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ImageViewerDialog
        image={image}
        alt={alt}
        open={viewing}
        onOpenChange={setViewing}
        opener={openButton}
      />
      <DeleteImageDialog
        imageId={image.id}
        alt={alt}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDeleted}
        opener={deleteButton}
      />
    </Card>
  );
}
