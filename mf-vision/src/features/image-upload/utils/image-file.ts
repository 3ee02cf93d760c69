import { VISION_IMAGE_ACCEPT } from '@goalcoach/contracts';

/** The types the board takes (the server checks the content again). */
const IMAGE_TYPES = new Set(VISION_IMAGE_ACCEPT.split(','));
/** For files the browser gives no type (HEIC on many systems): their name's ending. */
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;
/** What a browser says of a file whose type it does not know. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Whether a picked file is one of the image kinds the board takes. "All files" in the picker
 * lets anything through; a file that plainly is something else (text, PDF, SVG) is refused
 * here, before it gets a preview.
 */
export function isBoardImage(file: File): boolean {
  if (IMAGE_TYPES.has(file.type.toLowerCase())) return true;
  return UNKNOWN_TYPES.has(file.type) && IMAGE_EXTENSIONS.test(file.name);
}

/** Splits picked files into the images the board takes and the ones it refuses. */
export function sortPicked(files: File[]): { images: File[]; refused: File[] } {
  const images: File[] = [];
  const refused: File[] = [];
  for (const file of files) (isBoardImage(file) ? images : refused).push(file);
  return { images, refused };
}

export function notImageMessage(count: number): string {
  return count === 1
    ? 'This file is not an image. Choose a JPEG, PNG, WebP or HEIC photo.'
    : 'These files are not images. Choose JPEG, PNG, WebP or HEIC photos.';
}
