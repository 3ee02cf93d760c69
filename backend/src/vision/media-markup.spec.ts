import { describe, expect, it } from '@jest/globals';
import { containsMarkup } from './media-markup.js';

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
