import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { VisionException } from '../vision.exception.js';
import { containsMarkup, imageKindOf } from './image-content.js';

const pixels = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366cc' } });

describe('imageKindOf', () => {
  it.each([
    ['jpeg', () => pixels().jpeg().toBuffer()],
    ['png', () => pixels().png().toBuffer()],
    ['webp', () => pixels().webp().toBuffer()],
    ['gif', () => pixels().gif().toBuffer()],
    ['avif', () => pixels().avif().toBuffer()],
  ] as const)('finds %s by its content', async (kind, make) => {
    expect(await imageKindOf(await make())).toBe(kind);
  });

  it.each([
    ['HTML', Buffer.from('<!DOCTYPE html><html><body>hi</body></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>')],
    ['text', Buffer.from('just some words')],
    ['PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_name, buffer) => {
    await expect(imageKindOf(buffer)).rejects.toThrow(VisionException);
  });

  it.each([
    ['a JPEG with a script', () => pixels().jpeg().toBuffer(), '<script>alert(1)</script>'],
    ['a PNG with a page', () => pixels().png().toBuffer(), '<html><body onload=alert(1)>'],
    [
      'a WebP with an SVG',
      () => pixels().webp().toBuffer(),
      '<SVG xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ],
  ] as const)('refuses %s appended (a polyglot)', async (_name, make, markup) => {
    const polyglot = Buffer.concat([await make(), Buffer.from(markup)]);
    await expect(imageKindOf(polyglot)).rejects.toThrow(
      'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images can be uploaded.',
    );
  });
});

describe('containsMarkup', () => {
  const binary = Buffer.from([0, 255, 1, 0x3c, 0x9c]);

  it.each([
    '<html><head><title>x</title></head></html>',
    '<HTML lang="en">\n<body>',
    '<SCRIPT src=x>',
    '<script>alert(1)</script>',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">',
    '<SVG\n  width="10" XMLNS="http://www.w3.org/2000/svg">',
    '<!doctype html>',
    '<?php echo 1; ?>',
    '<iframe/src=x>',
  ])('finds %p after binary bytes', (markup) => {
    expect(containsMarkup(Buffer.concat([binary, Buffer.from(markup)]))).toBe(true);
  });

  it('does not take a tag-like run without a tag end for markup', () => {
    expect(containsMarkup(Buffer.from('\u0000<svgX\u0001<htmlz'))).toBe(false);
  });

  // Runs that compressed pixels hold by chance about once in a few thousand 10 MB photos.
  it.each([
    Buffer.from([0x3c, 0x53, 0x76, 0x47, 0x20, 0x9c, 0x01, 0xff]), // "<SvG " then bytes
    Buffer.from([0x3c, 0x68, 0x54, 0x6d, 0x4c, 0x3e, 0x00, 0xd8, 0x07]), // "<hTmL>" then bytes
    Buffer.from([0x3c, 0x48, 0x54, 0x4d, 0x4c, 0x0c, 0x41, 0x80]), // "<HTML\f" then bytes
    Buffer.from([0x3c, 0x3f, 0x50, 0x68, 0x50, 0x0a, 0xfe, 0x00]), // "<?PhP\n" then bytes
  ])('does not take a short tag-like run among binary bytes for markup (%#)', (run) => {
    expect(containsMarkup(Buffer.concat([binary, run, binary]))).toBe(false);
  });

  it('does not flag 20 MB of pseudo-random bytes behind a JPEG header', () => {
    const file = Buffer.alloc(20 * 1024 * 1024);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(file);
    // xorshift32 with a fixed seed: the same bytes on every run.
    let state = 0x9e3779b9;
    for (let offset = 4; offset + 4 <= file.length; offset += 4) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      file.writeUInt32LE(state >>> 0, offset);
    }
    expect(containsMarkup(file)).toBe(false);
  });
});
