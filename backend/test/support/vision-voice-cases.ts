import { beforeAll, describe, expect, it } from '@jest/globals';
import type { VisionProfile } from '@goalcoach/contracts';
import { type ApiClient } from './api-client.js';
import { body, expectError } from './expect-response.js';
import { must } from './must.js';
import { signedIn } from './test-users.js';
import { UNSUPPORTED_AUDIO, nameOf, type VisionBoard } from './vision-board.js';
import { audioFile, bytesOf, profileOf, putVoiceNote } from './vision-client.js';
import { fixture, oggOpus, png, stretchedWebm } from './vision-media.js';

/** The voice note: WebM, MP4 or Ogg, read for its length, replaced and deleted with its file. */
export function describeVoiceCases(board: VisionBoard): void {
  describe('voice note', () => {
    let dee: ApiClient;
    let first: VisionProfile;
    beforeAll(async () => {
      dee = await signedIn(board.app, 'Dee');
    });

    it('keeps a WebM recorded by Chromium, with its length read from the content', async () => {
      const recording = fixture('chromium-voice.webm');
      first = await body<VisionProfile>(await putVoiceNote(board.app, dee, audioFile(recording)));
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

      const served = await board.file(dee, note.audioPath);
      expect(served.headers.get('content-type')).toBe('audio/webm');
      expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect((await bytesOf(served)).equals(recording)).toBe(true);
      await expectError(await board.file(board.ann, note.audioPath), 404, 'File not found');
    });

    it('replaces the note with an MP4 and deletes the old file', async () => {
      const oldName = must(first.audioFileName);
      const profile = await body<VisionProfile>(
        await putVoiceNote(board.app, dee, audioFile(fixture('chromium-voice.m4a'), 'audio/mp4')),
      );
      expect(profile.voiceNote?.contentType).toBe('audio/mp4');
      expect(profile.audioFileName).toMatch(/^[0-9a-f]{32}\.m4a$/);
      expect(profile.voiceNote?.durationSeconds).toBeGreaterThan(1.5);
      await expectError(
        await board.file(dee, `/api/vision/files/${oldName}`),
        404,
        'File not found',
      );
      const deeKeys = (await board.storage.keys()).filter(
        (key) => key.endsWith('.webm') || key.endsWith('.m4a'),
      );
      expect(deeKeys.map(nameOf)).toEqual([profile.audioFileName]);
    });

    it('takes Ogg Opus', async () => {
      const profile = await body<VisionProfile>(
        await putVoiceNote(board.app, dee, audioFile(oggOpus(3), 'audio/ogg', 'note.ogg')),
      );
      expect(profile.voiceNote).toMatchObject({ contentType: 'audio/ogg', durationSeconds: 3 });
    });

    it('refuses a note over 3 minutes, a video, an image and audio carrying markup, keeping the note', async () => {
      const before = await profileOf(dee);
      const keys = await board.storage.keys();
      await expectError(
        await putVoiceNote(board.app, dee, audioFile(stretchedWebm(190))),
        400,
        'The voice note can be at most 3 minutes long.',
      );
      await expectError(
        await putVoiceNote(board.app, dee, audioFile(oggOpus(185), 'audio/ogg')),
        400,
        'The voice note can be at most 3 minutes long.',
      );
      await expectError(
        await putVoiceNote(board.app, dee, audioFile(fixture('chromium-video.webm'))),
        400,
        UNSUPPORTED_AUDIO,
      );
      await expectError(
        await putVoiceNote(board.app, dee, audioFile(await png(), 'audio/webm')),
        400,
        UNSUPPORTED_AUDIO,
      );
      // Real recordings with markup appended (polyglots): stored files never carry it.
      for (const [recording, type] of [
        ['chromium-voice.webm', 'audio/webm'],
        ['chromium-voice.m4a', 'audio/mp4'],
      ] as const) {
        const polyglot = Buffer.concat([
          fixture(recording),
          Buffer.from('<script>alert(1)</script>'),
        ]);
        await expectError(
          await putVoiceNote(board.app, dee, audioFile(polyglot, type)),
          400,
          UNSUPPORTED_AUDIO,
        );
      }
      await expectError(
        await putVoiceNote(
          board.app,
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
        await putVoiceNote(board.app, dee, audioFile(oversize)),
        413,
        'The file is larger than 10 MB.',
      );
      expect(await profileOf(dee)).toEqual(before);
      expect(await board.storage.keys()).toEqual(keys);
    });

    it('takes a note just under the limit (the recorder stops a little late)', async () => {
      const profile = await body<VisionProfile>(
        await putVoiceNote(board.app, dee, audioFile(stretchedWebm(178))),
      );
      expect(profile.voiceNote?.durationSeconds).toBeGreaterThan(179);
      expect(profile.voiceNote?.durationSeconds).toBeLessThan(181);
    });

    it('deletes the note and its file; a second delete is 404', async () => {
      const name = must((await profileOf(dee)).audioFileName);
      const response = await dee.send('DELETE', '/api/vision/voice-note');
      expect(response.status).toBe(204);
      expect((await profileOf(dee)).voiceNote).toBeNull();
      expect((await board.storage.keys()).some((key) => key.endsWith(name))).toBe(false);
      await expectError(
        await dee.send('DELETE', '/api/vision/voice-note'),
        404,
        'Voice note not found',
      );
    });

    it('leaves exactly one note and no orphan file when two uploads race', async () => {
      const answers = await Promise.all([
        putVoiceNote(board.app, dee, audioFile(fixture('chromium-voice.webm'))),
        putVoiceNote(board.app, dee, audioFile(fixture('chromium-voice.m4a'), 'audio/mp4')),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const name = must((await profileOf(dee)).audioFileName);
      const notes = (await board.storage.keys()).filter((key) => /\.(webm|m4a|ogg)$/.test(key));
      expect(notes.map(nameOf)).toEqual([name]);
    });
  });
}
