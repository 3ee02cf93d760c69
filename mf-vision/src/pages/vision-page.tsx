import { PageHeader } from '@goalcoach/ui';
import { useRef } from 'react';
import { VisionGallery } from '../features/gallery/components/vision-gallery';
import { ImageGeneratorLink } from '../features/image-upload/components/image-generator-link';
import { ImageUploader } from '../features/image-upload/components/image-uploader';
import { useVisionImages } from '../shared/api/use-vision-images';
import { ElementsBadge } from './elements-badge';
import { ProfileSections } from './profile-sections';
import './vision-page.css';

/** Vision: the badge, the gallery, the statement and the voice note. */
export function VisionPage() {
  const images = useVisionImages();
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <section
      className="gc-stack gc-page"
      data-testid="page-vision"
      aria-labelledby="page-vision-title"
    >
      <PageHeader
        title="Your Personal Legend"
        titleId="page-vision-title"
        description="The images, words and voice that remind you where you are going."
        className="gc-vision-header"
      >
        <ElementsBadge />
      </PageHeader>

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
