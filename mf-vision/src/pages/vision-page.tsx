import { useRef } from 'react';
import { VisionGallery } from '../features/gallery/components/vision-gallery';
import { ImageGeneratorLink } from '../features/image-upload/components/image-generator-link';
import { ImageUploader } from '../features/image-upload/components/image-uploader';
import { useVisionImages } from '../shared/api/use-vision-images';
import { ElementsBadge } from './elements-badge';
import { ProfileSections } from './profile-sections';

/** SPEC §2 Vision: the badge, the gallery, the statement and the voice note. */
export function VisionPage() {
  const images = useVisionImages();
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <section
      className="gc-stack gc-vision-page"
      data-testid="page-vision"
      aria-labelledby="page-vision-title"
    >
      <header className="gc-vision-header">
        <h1 id="page-vision-title" className="gc-vision-header__title">
          Your Personal Legend
        </h1>
        <p className="gc-vision-muted">
          The images, words and voice that remind you where you are going.
        </p>
        <ElementsBadge />
      </header>

      <VisionGallery
        uploader={<ImageUploader imageCount={images.data?.length} inputRef={fileInput} />}
        onAddFirst={() => fileInput.current?.click()}
      >
        <ImageGeneratorLink />
      </VisionGallery>
      <ProfileSections />
    </section>
  );
}
