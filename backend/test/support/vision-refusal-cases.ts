import { beforeAll, describe, expect, it } from '@jest/globals';
import type { VisionImage } from '@goalcoach/contracts';
import { SESSION_COOKIE, type ApiClient } from './api-client.js';
import { body } from './expect-response.js';
import { signedIn } from './test-users.js';
import { UNSUPPORTED_IMAGE, type VisionBoard } from './vision-board.js';
import {
  addImage,
  form,
  imageFile,
  imagesOf,
  sendForm,
  sendUntilCut,
  uploadImage,
} from './vision-client.js';
import { jpeg, png, truncatedJpeg, truncatedPng } from './vision-media.js';

/**
 * What never gets in: files that are not images, polyglots, oversize files, malformed forms and
 * text PostgreSQL cannot hold.
 */
export function describeRefusalCases(board: VisionBoard): void {
  describe('what never gets in', () => {
    let cleo: ApiClient;
    beforeAll(async () => {
      cleo = await signedIn(board.app, 'Cleo');
    });
    const upload =
      (...parts: Parameters<typeof form>) =>
      () =>
        uploadImage(board.app, cleo, ...parts);

    it('refuses an HTML page named photo.jpg and declared image/jpeg', async () => {
      const html = Buffer.from(
        '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>',
      );
      await board.expectNothingStored(
        upload(imageFile(html, 'image/jpeg', 'photo.jpg')),
        400,
        UNSUPPORTED_IMAGE,
      );
    });

    it('refuses an SVG', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      await board.expectNothingStored(
        upload(imageFile(svg, 'image/svg+xml', 'a.svg')),
        400,
        UNSUPPORTED_IMAGE,
      );
    });

    it('refuses a real JPEG with a script appended (a polyglot)', async () => {
      const polyglot = Buffer.concat([await jpeg(), Buffer.from('<script>alert(1)</script>')]);
      await board.expectNothingStored(upload(imageFile(polyglot)), 400, UNSUPPORTED_IMAGE);
    });

    it('refuses a truncated JPEG and a truncated PNG', async () => {
      const damaged = 'The image is damaged or incomplete.';
      await board.expectNothingStored(upload(imageFile(await truncatedJpeg())), 400, damaged);
      await board.expectNothingStored(
        upload(imageFile(await truncatedPng(), 'image/png')),
        400,
        damaged,
      );
    });

    it('refuses a file over 10 MB with 413', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
      await board.expectNothingStored(
        upload(imageFile(big)),
        413,
        'The file is larger than 10 MB.',
      );
    });

    it('refuses a caption of 101 characters and emoji that are letters or too many', async () => {
      const image = imageFile(await png());
      await board.expectNothingStored(
        upload(image, ['caption', 'c'.repeat(101)]),
        400,
        'The caption must be at most 100 characters.',
      );
      await board.expectNothingStored(
        upload(['emoji', 'ab'], image),
        400,
        'The emoji field takes emoji only, not letters or digits.',
      );
      await board.expectNothingStored(
        upload(image, ['emoji', '🎯🎯🎯']),
        400,
        'Choose at most 2 emoji.',
      );
    });

    it('refuses a caption or emoji with a NUL character, as JSON bodies are', async () => {
      const image = imageFile(await png());
      await board.expectNothingStored(
        upload(image, ['caption', 'our house\u0000']),
        400,
        'Text must not contain NUL characters',
      );
      await board.expectNothingStored(
        upload(['emoji', '\u0000'], image),
        400,
        'Text must not contain NUL characters',
      );
    });

    it('refuses a form without the file, with an unknown field, or that is not multipart', async () => {
      await board.expectNothingStored(upload(['caption', 'hi']), 400, 'image is required');
      await board.expectNothingStored(
        upload(imageFile(await png()), ['title', 'x']),
        400,
        'property title should not exist',
      );
      await board.expectNothingStored(
        upload(imageFile(await png()), { field: 'other', data: await png() }),
        400,
        'Only one file can be uploaded.',
      );
      await board.expectNothingStored(
        () => cleo.post('/api/vision/images', { image: 'x' }),
        415,
        'The request must be multipart/form-data.',
      );
    });

    it('refuses a second file in the same form', async () => {
      const image = imageFile(await png());
      await board.expectNothingStored(upload(image, image), 400, 'Only one file can be uploaded.');
    });

    it('refuses an unknown field before a large file without waiting for the file', async () => {
      const padded = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]);
      await board.expectNothingStored(
        upload(['title', 'x'], imageFile(padded)),
        400,
        'property title should not exist',
      );
      expect((await imagesOf(cleo)).length).toBeLessThan(5);
    });

    it('cuts the connection of a refused upload that goes on sending', async () => {
      // A raw socket, since fetch stops sending when the answer comes: this client does not.
      const boundary = 'endless-upload';
      const head =
        `POST /api/vision/images HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Cookie: ${SESSION_COOKIE}=${cleo.token ?? ''}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        'Transfer-Encoding: chunked\r\n\r\n';
      const form =
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n';
      const sentMegabytes = await sendUntilCut(board.app.baseUrl, head, form, 256);
      expect(sentMegabytes).toBeLessThan(64);
      expect((await cleo.get('/api/vision/images')).status).toBe(200);
    });

    it('refuses a signed-out upload of a large file (401) and still closes cleanly', async () => {
      const padded = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]);
      const response = await board.app.get('/api/vision/images', {
        method: 'POST',
        body: form(imageFile(padded)),
      });
      expect(response.status).toBe(401);
    });

    it('takes a 5 MB upload: the 1 MB limit of JSON bodies does not apply', async () => {
      const padded = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
      const image = await addImage(board.app, cleo, imageFile(padded, 'image/png'));
      expect([image.width, image.height]).toEqual([40, 30]);
      expect((await board.ann.send('DELETE', `/api/vision/images/${image.id}`)).status).toBe(404);
      expect((await cleo.send('DELETE', `/api/vision/images/${image.id}`)).status).toBe(204);
    });

    it('takes an upload from the own origin (the CSRF check lets multipart through)', async () => {
      const response = await sendForm(
        board.app,
        cleo,
        'POST',
        '/api/vision/images',
        form(['caption', 'first'], imageFile(await png())),
        { origin: board.app.baseUrl },
      );
      expect((await body<VisionImage>(response, 201)).caption).toBe('first');
      const foreign = await sendForm(
        board.app,
        cleo,
        'POST',
        '/api/vision/images',
        form(imageFile(await png())),
        { origin: 'https://evil.example' },
      );
      expect(foreign.status).toBe(403);
    });
  });
}
