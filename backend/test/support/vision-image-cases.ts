import { describe, expect, it } from '@jest/globals';
import type { VisionImage } from '@goalcoach/contracts';
import sharp from 'sharp';
import { expectError } from './expect-response.js';
import { must } from './must.js';
import { signedIn } from './test-users.js';
import { nameOf, type VisionBoard } from './vision-board.js';
import { addImage, bytesOf, imageFile, imagesOf, uploadImage } from './vision-client.js';
import { animatedGif, avif, cameraJpeg, fixture, png, webp } from './vision-media.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Vision images: re-encoded, listed, served only to their owner, deleted with their files; two
 * uploads racing for the last place.
 */
export function describeImageCases(board: VisionBoard): void {
  describe('images', () => {
    let photo: VisionImage;

    it('re-encodes a camera JPEG: turned upright, at most 2048 px, no EXIF or GPS', async () => {
      const original = await cameraJpeg();
      const before = await sharp(original).metadata();
      expect([before.width, before.height, before.orientation]).toEqual([3000, 2000, 6]);
      expect(before.exif).toBeDefined();

      photo = await addImage(
        board.app,
        board.ann,
        imageFile(original),
        ['caption', '  Our house by the sea  '],
        ['emoji', ' 👍🏽🇩🇪 '],
      );
      expect(photo).toEqual({
        id: expect.any(String),
        imagePath: expect.stringMatching(/^\/api\/vision\/files\/[0-9a-f]{32}\.webp$/),
        thumbnailPath: expect.stringMatching(/^\/api\/vision\/files\/[0-9a-f]{32}-thumb\.webp$/),
        caption: 'Our house by the sea',
        emoji: '👍🏽🇩🇪',
        width: 1365,
        height: 2048,
        createdAt: expect.any(String),
      });

      const served = await board.file(board.ann, photo.imagePath);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.headers.get('content-disposition')).toBe('inline');
      const stored = await sharp(await bytesOf(served)).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1365, 2048]);
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();

      const thumbnail = await board.file(board.ann, photo.thumbnailPath);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      const small = await sharp(await bytesOf(thumbnail)).metadata();
      expect([small.format, small.width, small.height]).toEqual(['webp', 320, 480]);
    });

    it('takes PNG, WebP, AVIF and HEIC whatever they are called, keeping sizes', async () => {
      const made = [
        await addImage(board.app, board.ann, imageFile(await png(40, 30), 'text/plain', 'a.txt')),
        await addImage(board.app, board.ann, imageFile(await webp(41, 31))),
        await addImage(board.app, board.ann, imageFile(await avif(42, 32), 'image/png', 'a.png')),
        await addImage(
          board.app,
          board.ann,
          imageFile(fixture('tiny.heic'), 'image/heic', 'a.heic'),
        ),
      ];
      expect(made.map((image) => [image.width, image.height])).toEqual([
        [40, 30],
        [41, 31],
        [42, 32],
        [64, 48],
      ]);
      expect(made.map((image) => [image.caption, image.emoji])).toEqual(
        made.map(() => [null, null]),
      );
      const heic = await sharp(
        await bytesOf(await board.file(board.ann, must(made[3]).imagePath)),
      ).stats();
      // The fixture is one blue (#3366cc): the decoded colour survives the round trip.
      expect(heic.dominant.b).toBeGreaterThan(heic.dominant.r);
    });

    it('lists the images oldest first, only the own ones', async () => {
      const images = await imagesOf(board.ann);
      expect(images).toHaveLength(5);
      expect(images[0]).toEqual(photo);
      expect(images.map((image) => image.id)).not.toContain(board.bensImage.id);
    });

    it('refuses the 6th image with 409 and stores nothing', async () => {
      await board.expectNothingStored(
        async () => uploadImage(board.app, board.ann, imageFile(await png())),
        409,
        'You can have at most 5 vision images. Delete one to add another.',
      );
    });

    it("answers another user's image and its files like missing ones (404)", async () => {
      await expectError(
        await board.ann.send('DELETE', `/api/vision/images/${board.bensImage.id}`),
        404,
        'Image not found',
      );
      await expectError(
        await board.ann.send('DELETE', `/api/vision/images/${UNKNOWN}`),
        404,
        'Image not found',
      );
      await expectError(
        await board.ann.send('DELETE', '/api/vision/images/not-a-uuid'),
        404,
        'Image not found',
      );
      for (const filePath of [board.bensImage.imagePath, board.bensImage.thumbnailPath]) {
        await expectError(await board.file(board.ann, filePath), 404, 'File not found');
        expect((await board.file(board.ben, filePath)).status).toBe(200);
      }
      expect(await imagesOf(board.ben)).toEqual([board.bensImage]);
    });

    it.each([
      '..%2F..%2Fetc%2Fpasswd',
      'abc.webp',
      `${'a'.repeat(32)}.html`,
      `${'A'.repeat(32)}.webp`,
    ])('answers 404 for the file name %p without asking the storage', async (name) => {
      await expectError(
        await board.file(board.ann, `/api/vision/files/${name}`),
        404,
        'File not found',
      );
    });

    it('deletes an image with both its files', async () => {
      const before = await board.storage.keys();
      const ownKey = (filePath: string) =>
        must(before.find((key) => key.endsWith(nameOf(filePath))));
      const keys = [ownKey(photo.imagePath), ownKey(photo.thumbnailPath)];

      const response = await board.ann.send('DELETE', `/api/vision/images/${photo.id}`);
      expect(response.status).toBe(204);

      expect(await board.storage.keys()).toEqual(before.filter((key) => !keys.includes(key)));
      await expectError(await board.file(board.ann, photo.imagePath), 404, 'File not found');
      await expectError(await board.file(board.ann, photo.thumbnailPath), 404, 'File not found');
      await expectError(
        await board.ann.send('DELETE', `/api/vision/images/${photo.id}`),
        404,
        'Image not found',
      );
      expect(await imagesOf(board.ann)).toHaveLength(4);
    });

    it('keeps an animated GIF animated', async () => {
      const image = await addImage(
        board.app,
        board.ann,
        imageFile(await animatedGif(), 'image/gif'),
      );
      expect([image.width, image.height]).toEqual([30, 20]);
      const stored = await sharp(
        await bytesOf(await board.file(board.ann, image.imagePath)),
      ).metadata();
      expect([stored.format, stored.pages]).toEqual(['webp', 3]);
      expect((await board.ann.send('DELETE', `/api/vision/images/${image.id}`)).status).toBe(204);
    });
  });
  describe('two uploads racing for the last place', () => {
    it('leaves exactly 5 images: one 201, one 409', async () => {
      const racer = await signedIn(board.app, 'Racer');
      for (let index = 0; index < 4; index += 1)
        await addImage(board.app, racer, imageFile(await png()));
      const keys = (await board.storage.keys()).length;
      const answers = await Promise.all([
        uploadImage(board.app, racer, imageFile(await png(50, 50))),
        uploadImage(board.app, racer, imageFile(await png(60, 60))),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await imagesOf(racer)).toHaveLength(5);
      // The loser's files were deleted again: one image and one thumbnail more.
      expect((await board.storage.keys()).length).toBe(keys + 2);
    });
  });
}
