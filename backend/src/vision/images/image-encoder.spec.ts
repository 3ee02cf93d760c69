import { crc32 } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { MEDIA_BUSY_MESSAGE } from '../media-work.js';
import { encodeImage } from './image-encoder.js';

describe('encodeImage', () => {
  it('scales the longest side down to 2048 and makes a 480 px thumbnail, both WebP', async () => {
    const input = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const encoded = await encodeImage(input, 'png');
    expect([encoded.width, encoded.height]).toEqual([2048, 683]);
    const thumbnail = await sharp(encoded.thumbnail).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 480, 160]);
  });

  it('does not enlarge a small image', async () => {
    const input = await sharp({ create: { width: 10, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const encoded = await encodeImage(input, 'jpeg');
    expect([encoded.width, encoded.height]).toEqual([10, 8]);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    // A small PNG whose header claims 10000 x 10000 pixels: the limit is checked on the header.
    const input = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    input.writeUInt32BE(10000, 16);
    input.writeUInt32BE(10000, 20);
    input.writeUInt32BE(crc32(input.subarray(12, 29)), 29);
    await expect(encodeImage(input, 'png')).rejects.toThrow('The image is too large in pixels.');
  });

  it('refuses bytes that are not the image they seem', async () => {
    await expect(encodeImage(Buffer.from('not an image at all'), 'jpeg')).rejects.toThrow(
      'The image is damaged or incomplete.',
    );
  });

  it('answers 503 to the image that finds 2 encoding and 8 waiting', async () => {
    const input = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 11 }, () => encodeImage(input, 'png')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(outcomes.at(-1)).toEqual({
      status: 'rejected',
      reason: expect.objectContaining({ message: MEDIA_BUSY_MESSAGE }),
    });
  });
});
