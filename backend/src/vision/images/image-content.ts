import { fileTypeFromBuffer } from 'file-type';
import { containsMarkup } from '../media-markup.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif';

const KINDS: Record<string, ImageKind> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heic: 'heic',
  avif: 'avif',
};

/**
 * What the bytes are, by their content alone (the declared type and name are ignored): one of
 * the image kinds the board takes, else 400. Files that also carry markup (polyglots) are
 * refused the same way.
 */
export async function imageKindOf(buffer: Buffer): Promise<ImageKind> {
  const type = await fileTypeFromBuffer(buffer);
  // file-type names HEIF stills "heic" and HEIF sequences "heif"; both are HEIC to us.
  const ext = type?.ext === 'heif' ? 'heic' : type?.ext;
  const kind = ext === undefined ? undefined : KINDS[ext];
  if (kind === undefined || containsMarkup(buffer)) {
    throw new VisionException(VisionErrorCode.UnsupportedImage);
  }
  return kind;
}
