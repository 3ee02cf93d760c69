/**
 * Markup that a browser or a server could run if the bytes were ever taken for a page. Stored
 * files (images and voice notes) never carry it, although they are served with nosniff and a
 * sandboxing CSP: a file opened elsewhere (a download, a proxy that sniffs) has nothing to run.
 *
 * The scan runs over compressed pixels and audio, where every byte is near random, so each
 * pattern must be too long to turn up by chance. Counting 8 bits for a fixed byte, 7 for a
 * letter of either case and 5 for one of the 8 bytes of `[\s>]` and 1.4 for a text byte, the
 * likeliest pattern (html followed by 8 characters of text) needs 52 bits at one position:
 * 2^-52 x 10^7 positions of a 10 MB file is 2e-9, and all six together about 4e-9, far below
 * one photo or recording in a million. The SVG-as-image case is caught by file-type already;
 * the svg pattern is for an SVG appended to an image.
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

export function containsMarkup(buffer: Buffer): boolean {
  // latin1 maps each byte to one character, so the search sees every byte of binary data.
  return MARKUP.test(buffer.toString('latin1'));
}
