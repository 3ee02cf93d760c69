import { VISION_IMAGE_MAX_SIDE } from '@goalcoach/contracts';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { runMediaWork } from '../media-work.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';
import type { ImageKind } from './image-content.js';

/** About 70 megapixels (a 10240 x 6830 photo): a larger image is refused before decoding. */
const MAX_INPUT_PIXELS = 70_000_000;
const THUMBNAIL_SIDE = 480;
const QUALITY = 82;

export interface EncodedImage {
  /** WebP, longest side at most 2048 px, orientation applied, no metadata. */
  image: Buffer;
  /** WebP of the first frame, inside 480 x 480. */
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an image whose kind imageKindOf found; 400 when it cannot be decoded whole.
 * Decoding takes memory in proportion to the pixels: it waits its turn in the media queue
 * (503 when too many wait).
 */
export function encodeImage(buffer: Buffer, kind: ImageKind): Promise<EncodedImage> {
  return runMediaWork(() => encode(buffer, kind));
}

async function encode(buffer: Buffer, kind: ImageKind): Promise<EncodedImage> {
  try {
    const input = await decoderFor(buffer, kind);
    const animated = kind === 'gif' || kind === 'webp';
    // EXIF orientation exists only for still images; animated GIF/WebP have none.
    const oriented = animated ? input : input.rotate();
    const { data: image, info } = await oriented
      .resize(VISION_IMAGE_MAX_SIDE, VISION_IMAGE_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(image)
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer();
    // An animated result is its frames stacked: the frame's own height is pageHeight.
    return { image, thumbnail, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw asImageError(error);
  }
}

async function decoderFor(buffer: Buffer, kind: ImageKind): Promise<Sharp> {
  const options = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
  if (kind !== 'heic') {
    return sharp(buffer, { ...options, animated: kind === 'gif' || kind === 'webp' });
  }
  // Prebuilt sharp has no HEVC decoder: libheif (WebAssembly) decodes to raw RGBA.
  const images = await decodeHeic.all({ buffer });
  try {
    const first = images[0];
    if (!first) throw new VisionException(VisionErrorCode.DamagedImage);
    if (first.width * first.height > MAX_INPUT_PIXELS) {
      throw new VisionException(VisionErrorCode.ImageTooManyPixels);
    }
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

function asImageError(error: unknown): unknown {
  if (error instanceof VisionException) return error;
  // Not `instanceof Error`: sharp's native errors come from another realm under Jest's VM
  // modules. sharp and libheif report a damaged or cut file as a plain Error.
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : null;
  if (message === null) return error;
  if (/pixel limit/i.test(message)) return new VisionException(VisionErrorCode.ImageTooManyPixels);
  return new VisionException(VisionErrorCode.DamagedImage);
}
