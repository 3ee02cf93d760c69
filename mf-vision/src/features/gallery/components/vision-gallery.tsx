import { VISION_MAX_IMAGES } from '@goalcoach/contracts';
import { Button, EmptyState, Grid, QueryError } from '@goalcoach/ui';
import { ImagePlus, Images } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useVisionImages } from '../../../shared/api/use-vision-images';
import { VisionSection } from '../../../shared/components/vision-section';
import { GallerySkeleton } from './gallery-skeleton';
import { VisionImageCard } from './vision-image-card';
import './gallery-grid.css';

export type VisionGalleryProps = {
  /** Add Images, beside the title. */
  uploader: ReactNode;
  /** Opens the file picker from the empty state. */
  onAddFirst: () => void;
  children?: ReactNode;
};

/** The images of the board in a grid, with their count, loading, error and empty states. */
export function VisionGallery({ uploader, onAddFirst, children }: VisionGalleryProps) {
  const images = useVisionImages();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A deleted card takes the focus with it (its Delete button and dialog are gone).
  const focusTitleAfterDelete = useRef(false);

  useEffect(() => {
    if (!focusTitleAfterDelete.current) return;
    focusTitleAfterDelete.current = false;
    titleRef.current?.focus();
  }, [images.data]);

  return (
    <VisionSection
      title="Vision Board"
      data-testid="vision-gallery"
      titleRef={titleRef}
      description={
        images.data && (
          <span data-testid="vision-image-count">
            {images.data.length} of {VISION_MAX_IMAGES} images
          </span>
        )
      }
      actions={uploader}
    >
      {images.isPending && <GallerySkeleton />}
      {images.isError && (
        <QueryError
          title="Unable to load your images"
          onRetry={() => void images.refetch()}
          retrying={images.isFetching}
          testId="vision-gallery-error"
          retryTestId="vision-gallery-retry"
        >
          Your vision images could not be loaded. Please try again.
        </QueryError>
      )}
      {images.data?.length === 0 && (
        <div data-testid="vision-gallery-empty">
          <EmptyState
            icon={<Images size={32} />}
            title="Your vision board has no images yet"
            description={`Add up to ${VISION_MAX_IMAGES} images that show the life you are working towards.`}
            action={
              <Button variant="outline" onClick={onAddFirst}>
                <ImagePlus aria-hidden />
                Add your first image
              </Button>
            }
          />
        </div>
      )}
      {images.data && images.data.length > 0 && (
        <Grid as="ul" className="gc-vision-grid" aria-label="Your vision images">
          {images.data.map((image, index) => (
            <li key={image.id}>
              <VisionImageCard
                image={image}
                position={index + 1}
                onDeleted={() => {
                  focusTitleAfterDelete.current = true;
                }}
              />
            </li>
          ))}
        </Grid>
      )}
      {children}
    </VisionSection>
  );
}
