import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { VisionImage, VisionProfile } from '@goalcoach/contracts';
import sharp from 'sharp';
import { SESSION_COOKIE, type ApiClient } from './api-client.js';
import { appPerBlock } from './app-per-block.js';
import { body, expectError } from './expect-response.js';
import { must } from './must.js';
import { signedIn } from './test-users.js';
import {
  addImage,
  audioFile,
  bytesOf,
  form,
  imageFile,
  imagesOf,
  profileOf,
  putVoiceNote,
  sendForm,
  sendUntilCut,
  uploadImage,
} from './vision-client.js';
import {
  animatedGif,
  avif,
  cameraJpeg,
  fixture,
  jpeg,
  oggOpus,
  png,
  stretchedWebm,
  truncatedJpeg,
  truncatedPng,
  webp,
} from './vision-media.js';
import type { VisionStorage } from './vision-storage.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images can be uploaded.';
const UNSUPPORTED_AUDIO = 'Only WebM, Ogg or MP4 audio can be uploaded.';
const nameOf = (filePath: string) => filePath.slice(filePath.lastIndexOf('/') + 1);

/** The vision board over HTTP on real PostgreSQL, with files in the given storage. */
export function describeVisionBoard(storageName: string, start: () => Promise<VisionStorage>) {
  describe(`vision board with files in ${storageName}`, () => {
    let storage: VisionStorage;
    beforeAll(async () => {
      storage = await start();
    });
    const block = appPerBlock(() => storage.env);
    afterAll(() => storage?.close());

    let ann: ApiClient;
    let ben: ApiClient;
    let bensImage: VisionImage;
    beforeAll(async () => {
      ann = await signedIn(block.app, 'Ann');
      ben = await signedIn(block.app, 'Ben');
      bensImage = await addImage(block.app, ben, imageFile(await png()));
    });

    const file = (client: ApiClient, filePath: string) =>
      block.app.get(filePath, { headers: { cookie: `gc_session=${client.token ?? ''}` } });
    const rowsOf = async (table: string) =>
      (await block.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

    /** The refusal leaves no row and no file behind. */
    async function expectNothingStored(
      send: () => Promise<Response>,
      status: number,
      message: string,
    ) {
      const keys = await storage.keys();
      const rows = await rowsOf('vision_images');
      await expectError(await send(), status, message);
      expect(await storage.keys()).toEqual(keys);
      expect(await rowsOf('vision_images')).toBe(rows);
    }

    describe('statement', () => {
      it('starts with no statement and no voice note', async () => {
        expect(await profileOf(ann)).toEqual({
          visionStatement: null,
          audioFileName: null,
          voiceNote: null,
        });
      });

      it('keeps the statement trimmed and answers the profile', async () => {
        const response = await ann.post('/api/vision/statement', { statement: '  I teach.\n' });
        expect((await body<VisionProfile>(response)).visionStatement).toBe('I teach.');
        expect((await profileOf(ann)).visionStatement).toBe('I teach.');
        expect((await profileOf(ben)).visionStatement).toBeNull();
      });

      it('takes 500 characters and refuses blank or 501', async () => {
        const full = 'x'.repeat(500);
        await body(await ann.post('/api/vision/statement', { statement: full }));
        await expectError(
          await ann.post('/api/vision/statement', { statement: '   ' }),
          400,
          'Please write your vision statement.',
        );
        await expectError(
          await ann.post('/api/vision/statement', { statement: 'y'.repeat(501) }),
          400,
          'Vision statement must be at most 500 characters',
        );
        expect((await profileOf(ann)).visionStatement).toBe(full);
      });
    });

    describe('images', () => {
      let photo: VisionImage;

      it('re-encodes a camera JPEG: turned upright, at most 2048 px, no EXIF or GPS', async () => {
        const original = await cameraJpeg();
        const before = await sharp(original).metadata();
        expect([before.width, before.height, before.orientation]).toEqual([3000, 2000, 6]);
        expect(before.exif).toBeDefined();

        photo = await addImage(
          block.app,
          ann,
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

        const served = await file(ann, photo.imagePath);
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

        const thumbnail = await file(ann, photo.thumbnailPath);
        expect(thumbnail.headers.get('content-type')).toBe('image/webp');
        const small = await sharp(await bytesOf(thumbnail)).metadata();
        expect([small.format, small.width, small.height]).toEqual(['webp', 320, 480]);
      });

      it('takes PNG, WebP, AVIF and HEIC whatever they are called, keeping sizes', async () => {
        const made = [
          await addImage(block.app, ann, imageFile(await png(40, 30), 'text/plain', 'a.txt')),
          await addImage(block.app, ann, imageFile(await webp(41, 31))),
          await addImage(block.app, ann, imageFile(await avif(42, 32), 'image/png', 'a.png')),
          await addImage(block.app, ann, imageFile(fixture('tiny.heic'), 'image/heic', 'a.heic')),
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
        const heic = await sharp(await bytesOf(await file(ann, must(made[3]).imagePath))).stats();
        // The fixture is one blue (#3366cc): the decoded colour survives the round trip.
        expect(heic.dominant.b).toBeGreaterThan(heic.dominant.r);
      });

      it('lists the images oldest first, only the own ones', async () => {
        const images = await imagesOf(ann);
        expect(images).toHaveLength(5);
        expect(images[0]).toEqual(photo);
        expect(images.map((image) => image.id)).not.toContain(bensImage.id);
      });

      it('refuses the 6th image with 409 and stores nothing', async () => {
        await expectNothingStored(
          async () => uploadImage(block.app, ann, imageFile(await png())),
          409,
          'You can have at most 5 vision images. Delete one to add another.',
        );
      });

      it("answers another user's image and its files like missing ones (404)", async () => {
        await expectError(
          await ann.send('DELETE', `/api/vision/images/${bensImage.id}`),
          404,
          'Image not found',
        );
        await expectError(
          await ann.send('DELETE', `/api/vision/images/${UNKNOWN}`),
          404,
          'Image not found',
        );
        await expectError(
          await ann.send('DELETE', '/api/vision/images/not-a-uuid'),
          404,
          'Image not found',
        );
        for (const filePath of [bensImage.imagePath, bensImage.thumbnailPath]) {
          await expectError(await file(ann, filePath), 404, 'File not found');
          expect((await file(ben, filePath)).status).toBe(200);
        }
        expect(await imagesOf(ben)).toEqual([bensImage]);
      });

      it.each([
        '..%2F..%2Fetc%2Fpasswd',
        'abc.webp',
        `${'a'.repeat(32)}.html`,
        `${'A'.repeat(32)}.webp`,
      ])('answers 404 for the file name %p without asking the storage', async (name) => {
        await expectError(await file(ann, `/api/vision/files/${name}`), 404, 'File not found');
      });

      it('deletes an image with both its files', async () => {
        const before = await storage.keys();
        const ownKey = (filePath: string) =>
          must(before.find((key) => key.endsWith(nameOf(filePath))));
        const keys = [ownKey(photo.imagePath), ownKey(photo.thumbnailPath)];

        const response = await ann.send('DELETE', `/api/vision/images/${photo.id}`);
        expect(response.status).toBe(204);

        expect(await storage.keys()).toEqual(before.filter((key) => !keys.includes(key)));
        await expectError(await file(ann, photo.imagePath), 404, 'File not found');
        await expectError(await file(ann, photo.thumbnailPath), 404, 'File not found');
        await expectError(
          await ann.send('DELETE', `/api/vision/images/${photo.id}`),
          404,
          'Image not found',
        );
        expect(await imagesOf(ann)).toHaveLength(4);
      });

      it('keeps an animated GIF animated', async () => {
        const image = await addImage(block.app, ann, imageFile(await animatedGif(), 'image/gif'));
        expect([image.width, image.height]).toEqual([30, 20]);
        const stored = await sharp(await bytesOf(await file(ann, image.imagePath))).metadata();
        expect([stored.format, stored.pages]).toEqual(['webp', 3]);
        expect((await ann.send('DELETE', `/api/vision/images/${image.id}`)).status).toBe(204);
      });
    });

    describe('what never gets in', () => {
      let cleo: ApiClient;
      beforeAll(async () => {
        cleo = await signedIn(block.app, 'Cleo');
      });
      const upload =
        (...parts: Parameters<typeof form>) =>
        () =>
          uploadImage(block.app, cleo, ...parts);

      it('refuses an HTML page named photo.jpg and declared image/jpeg', async () => {
        const html = Buffer.from(
          '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>',
        );
        await expectNothingStored(
          upload(imageFile(html, 'image/jpeg', 'photo.jpg')),
          400,
          UNSUPPORTED_IMAGE,
        );
      });

      it('refuses an SVG', async () => {
        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
        await expectNothingStored(
          upload(imageFile(svg, 'image/svg+xml', 'a.svg')),
          400,
          UNSUPPORTED_IMAGE,
        );
      });

      it('refuses a real JPEG with a script appended (a polyglot)', async () => {
        const polyglot = Buffer.concat([await jpeg(), Buffer.from('<script>alert(1)</script>')]);
        await expectNothingStored(upload(imageFile(polyglot)), 400, UNSUPPORTED_IMAGE);
      });

      it('refuses a truncated JPEG and a truncated PNG', async () => {
        const damaged = 'The image is damaged or incomplete.';
        await expectNothingStored(upload(imageFile(await truncatedJpeg())), 400, damaged);
        await expectNothingStored(
          upload(imageFile(await truncatedPng(), 'image/png')),
          400,
          damaged,
        );
      });

      it('refuses a file over 10 MB with 413', async () => {
        const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
        await expectNothingStored(upload(imageFile(big)), 413, 'The file is larger than 10 MB.');
      });

      it('refuses a caption of 101 characters and emoji that are letters or too many', async () => {
        const image = imageFile(await png());
        await expectNothingStored(
          upload(image, ['caption', 'c'.repeat(101)]),
          400,
          'The caption must be at most 100 characters.',
        );
        await expectNothingStored(
          upload(['emoji', 'ab'], image),
          400,
          'The emoji field takes emoji only, not letters or digits.',
        );
        await expectNothingStored(
          upload(image, ['emoji', '🎯🎯🎯']),
          400,
          'Choose at most 2 emoji.',
        );
      });

      it('refuses a form without the file, with an unknown field, or that is not multipart', async () => {
        await expectNothingStored(upload(['caption', 'hi']), 400, 'image is required');
        await expectNothingStored(
          upload(imageFile(await png()), ['title', 'x']),
          400,
          'property title should not exist',
        );
        await expectNothingStored(
          upload(imageFile(await png()), { field: 'other', data: await png() }),
          400,
          'Only one file can be uploaded.',
        );
        await expectNothingStored(
          () => cleo.post('/api/vision/images', { image: 'x' }),
          415,
          'The request must be multipart/form-data.',
        );
      });

      it('refuses a second file in the same form', async () => {
        const image = imageFile(await png());
        await expectNothingStored(upload(image, image), 400, 'Only one file can be uploaded.');
      });

      it('refuses an unknown field before a large file without waiting for the file', async () => {
        const padded = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]);
        await expectNothingStored(
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
        const sentMegabytes = await sendUntilCut(block.app.baseUrl, head, form, 256);
        expect(sentMegabytes).toBeLessThan(64);
        expect((await cleo.get('/api/vision/images')).status).toBe(200);
      });

      it('refuses a signed-out upload of a large file (401) and still closes cleanly', async () => {
        const padded = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]);
        const response = await block.app.get('/api/vision/images', {
          method: 'POST',
          body: form(imageFile(padded)),
        });
        expect(response.status).toBe(401);
      });

      it('takes a 5 MB upload: the 1 MB limit of JSON bodies does not apply', async () => {
        const padded = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
        const image = await addImage(block.app, cleo, imageFile(padded, 'image/png'));
        expect([image.width, image.height]).toEqual([40, 30]);
        expect((await ann.send('DELETE', `/api/vision/images/${image.id}`)).status).toBe(404);
        expect((await cleo.send('DELETE', `/api/vision/images/${image.id}`)).status).toBe(204);
      });

      it('takes an upload from the own origin (the CSRF check lets multipart through)', async () => {
        const response = await sendForm(
          block.app,
          cleo,
          'POST',
          '/api/vision/images',
          form(['caption', 'first'], imageFile(await png())),
          { origin: block.app.baseUrl },
        );
        expect((await body<VisionImage>(response, 201)).caption).toBe('first');
        const foreign = await sendForm(
          block.app,
          cleo,
          'POST',
          '/api/vision/images',
          form(imageFile(await png())),
          { origin: 'https://evil.example' },
        );
        expect(foreign.status).toBe(403);
      });
    });

    describe('two uploads racing for the last place', () => {
      it('leaves exactly 5 images: one 201, one 409', async () => {
        const racer = await signedIn(block.app, 'Racer');
        for (let index = 0; index < 4; index += 1)
          await addImage(block.app, racer, imageFile(await png()));
        const keys = (await storage.keys()).length;
        const answers = await Promise.all([
          uploadImage(block.app, racer, imageFile(await png(50, 50))),
          uploadImage(block.app, racer, imageFile(await png(60, 60))),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        expect(await imagesOf(racer)).toHaveLength(5);
        // The loser's files were deleted again: one image and one thumbnail more.
        expect((await storage.keys()).length).toBe(keys + 2);
      });
    });

    describe('voice note', () => {
      let dee: ApiClient;
      let first: VisionProfile;
      beforeAll(async () => {
        dee = await signedIn(block.app, 'Dee');
      });

      it('keeps a WebM recorded by Chromium, with its length read from the content', async () => {
        const recording = fixture('chromium-voice.webm');
        first = await body<VisionProfile>(await putVoiceNote(block.app, dee, audioFile(recording)));
        const note = must(first.voiceNote);
        expect(first.audioFileName).toMatch(/^[0-9a-f]{32}\.webm$/);
        expect(note).toEqual({
          audioPath: `/api/vision/files/${first.audioFileName}`,
          contentType: 'audio/webm',
          durationSeconds: expect.any(Number),
          createdAt: expect.any(String),
        });
        expect(note.durationSeconds).toBeGreaterThan(1.5);
        expect(note.durationSeconds).toBeLessThan(2.5);
        expect(await profileOf(dee)).toEqual(first);

        const served = await file(dee, note.audioPath);
        expect(served.headers.get('content-type')).toBe('audio/webm');
        expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect((await bytesOf(served)).equals(recording)).toBe(true);
        await expectError(await file(ann, note.audioPath), 404, 'File not found');
      });

      it('replaces the note with an MP4 and deletes the old file', async () => {
        const oldName = must(first.audioFileName);
        const profile = await body<VisionProfile>(
          await putVoiceNote(block.app, dee, audioFile(fixture('chromium-voice.m4a'), 'audio/mp4')),
        );
        expect(profile.voiceNote?.contentType).toBe('audio/mp4');
        expect(profile.audioFileName).toMatch(/^[0-9a-f]{32}\.m4a$/);
        expect(profile.voiceNote?.durationSeconds).toBeGreaterThan(1.5);
        await expectError(await file(dee, `/api/vision/files/${oldName}`), 404, 'File not found');
        const deeKeys = (await storage.keys()).filter(
          (key) => key.endsWith('.webm') || key.endsWith('.m4a'),
        );
        expect(deeKeys.map(nameOf)).toEqual([profile.audioFileName]);
      });

      it('takes Ogg Opus', async () => {
        const profile = await body<VisionProfile>(
          await putVoiceNote(block.app, dee, audioFile(oggOpus(3), 'audio/ogg', 'note.ogg')),
        );
        expect(profile.voiceNote).toMatchObject({ contentType: 'audio/ogg', durationSeconds: 3 });
      });

      it('refuses a note over 3 minutes, a video and an image, keeping the note', async () => {
        const before = await profileOf(dee);
        const keys = await storage.keys();
        await expectError(
          await putVoiceNote(block.app, dee, audioFile(stretchedWebm(190))),
          400,
          'The voice note can be at most 3 minutes long.',
        );
        await expectError(
          await putVoiceNote(block.app, dee, audioFile(oggOpus(185), 'audio/ogg')),
          400,
          'The voice note can be at most 3 minutes long.',
        );
        await expectError(
          await putVoiceNote(block.app, dee, audioFile(fixture('chromium-video.webm'))),
          400,
          UNSUPPORTED_AUDIO,
        );
        await expectError(
          await putVoiceNote(block.app, dee, audioFile(await png(), 'audio/webm')),
          400,
          UNSUPPORTED_AUDIO,
        );
        await expectError(
          await putVoiceNote(
            block.app,
            dee,
            audioFile(fixture('chromium-voice.webm').subarray(0, 150)),
          ),
          400,
          'The recording is damaged or incomplete.',
        );
        const oversize = Buffer.concat([
          fixture('chromium-voice.webm'),
          Buffer.alloc(11 * 1024 * 1024),
        ]);
        await expectError(
          await putVoiceNote(block.app, dee, audioFile(oversize)),
          413,
          'The file is larger than 10 MB.',
        );
        expect(await profileOf(dee)).toEqual(before);
        expect(await storage.keys()).toEqual(keys);
      });

      it('takes a note just under the limit (the recorder stops a little late)', async () => {
        const profile = await body<VisionProfile>(
          await putVoiceNote(block.app, dee, audioFile(stretchedWebm(178))),
        );
        expect(profile.voiceNote?.durationSeconds).toBeGreaterThan(179);
        expect(profile.voiceNote?.durationSeconds).toBeLessThan(181);
      });

      it('deletes the note and its file; a second delete is 404', async () => {
        const name = must((await profileOf(dee)).audioFileName);
        const response = await dee.send('DELETE', '/api/vision/voice-note');
        expect(response.status).toBe(204);
        expect((await profileOf(dee)).voiceNote).toBeNull();
        expect((await storage.keys()).some((key) => key.endsWith(name))).toBe(false);
        await expectError(
          await dee.send('DELETE', '/api/vision/voice-note'),
          404,
          'Voice note not found',
        );
      });

      it('leaves exactly one note and no orphan file when two uploads race', async () => {
        const answers = await Promise.all([
          putVoiceNote(block.app, dee, audioFile(fixture('chromium-voice.webm'))),
          putVoiceNote(block.app, dee, audioFile(fixture('chromium-voice.m4a'), 'audio/mp4')),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const name = must((await profileOf(dee)).audioFileName);
        const notes = (await storage.keys()).filter((key) => /\.(webm|m4a|ogg)$/.test(key));
        expect(notes.map(nameOf)).toEqual([name]);
      });
    });
  });
}
