import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { VisionException } from '../vision.exception.js';
import { imageKindOf } from './image-content.js';

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
