import { ButtonLink } from '@goalcoach/ui';
import { ExternalLink, Sparkles } from 'lucide-react';
import './image-generator-link.css';

/** An external image generator site, for a picture not found elsewhere. */
const IMAGE_GENERATOR_URL = 'https://designer.microsoft.com/image-creator';

export function ImageGeneratorLink() {
  return (
    <div className="gc-vision-generator">
      <ButtonLink
        href={IMAGE_GENERATOR_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        size="sm"
        data-testid="vision-image-generator-link"
      >
        <Sparkles aria-hidden />
        Create an image with AI
        <ExternalLink aria-hidden />
        <span className="gc-visually-hidden"> (opens in a new tab)</span>
      </ButtonLink>
      <p className="gc-text-muted">
        No picture of your vision yet? Describe it to an image generator, save the result and upload
        it here with Add Images.
      </p>
    </div>
  );
}
