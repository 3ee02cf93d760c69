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

  it('refuses a real JPEG with a script appended (a polyglot)', async () => {
    const jpeg = await pixels().jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]);
    await expect(imageKindOf(polyglot)).rejects.toThrow(
      'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images can be uploaded.',
    );
  });
});

describe('containsMarkup', () => {
  it.each(['<html>', '<SCRIPT src=x>', '<svg\n', '<!doctype html>', '<?php echo 1;', '<iframe/'])(
    'finds %p anywhere',
    (markup) => {
      expect(containsMarkup(Buffer.concat([Buffer.from([0, 255, 1]), Buffer.from(markup)]))).toBe(
        true,
      );
    },
  );

  it('does not take a tag-like run without a tag end for markup', () => {
    expect(containsMarkup(Buffer.from('\u0000<svgX\u0001<htmlz'))).toBe(false);
  });
});
