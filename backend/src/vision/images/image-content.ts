import { fileTypeFromBuffer } from 'file-type';
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
 * Markup that a browser or a server could run if the bytes were ever taken for a page. The scan
 * runs over compressed pixels, where every byte is near random, so each pattern must be too
 * long to turn up by chance. Counting 8 bits for a fixed byte, 7 for a letter of either case and
 * 5 for one of the 8 bytes of `[\s>]` and 1.4 for a text byte, the likeliest pattern (html
 * followed by 8 characters of text) needs 52 bits at one position: 2^-52 x 10^7 positions of a
 * 10 MB file is 2e-9, and all six together about 4e-9, far below one photo in a million. The
 * SVG-as-image case is caught by file-type already; the svg pattern is for an SVG appended to
 * an image.
 */
const MARKUP = new RegExp(
  [
    String.raw`<script[\s>/]`,
    String.raw`<iframe[\s>/]`,
    String.raw`<!doctype\s+html`,
    String.raw`<svg\s[^>]{0,200}xmlns`,
    // Text, not compressed bytes, after the tag: real markup goes on, random bytes rarely do.
    String.raw`<html[\s>][\t\n\r\x20-\x7e]{8}`,
    String.raw`<\?php\s[\t\n\r\x20-\x7e]{8}`,
  ].join('|'),
  'i',
);

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

export function containsMarkup(buffer: Buffer): boolean {
  // latin1 maps each byte to one character, so the search sees every byte of binary data.
  return MARKUP.test(buffer.toString('latin1'));
}
