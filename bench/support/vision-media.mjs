// The images of the vision bench, made with the backend's own sharp (a dependency of the
// backend, not of the bench), and the backend's re-encode done by sharp alone.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './processes.mjs';

const sharp = createRequire(path.join(repoRoot, 'backend/package.json'))('sharp');

// As image-encoder.ts re-encodes (VISION_IMAGE_MAX_SIDE, THUMBNAIL_SIDE, QUALITY,
// MAX_INPUT_PIXELS): keep in step.
const MAX_SIDE = 2048;
const THUMBNAIL_SIDE = 480;
const QUALITY = 82;
const MAX_INPUT_PIXELS = 70_000_000;

/**
 * A JPEG as a phone takes it: smooth noise (so it neither compresses away nor is all grain),
 * EXIF orientation 6 (to be shown turned a quarter) and a GPS position.
 */
export async function cameraJpeg(width, height) {
  const coarse = await sharp({
    create: {
      width: Math.round(width / 8),
      height: Math.round(height / 8),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(coarse)
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' } })
    .toBuffer();
}

/** The backend's re-encode of a still image, without HTTP, sniffing, storage or database. */
export async function reencode(buffer) {
  const { data: image, info } = await sharp(buffer, {
    failOn: 'truncated',
    limitInputPixels: MAX_INPUT_PIXELS,
  })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(image)
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer();
  return { image, thumbnail, width: info.width, height: info.height };
}
