import { beforeAll, describe, expect, it } from '@jest/globals';
import type { VisionProfile } from '@goalcoach/contracts';
import type { ApiClient } from './api-client.js';
import { body, expectError } from './expect-response.js';
import { must } from './must.js';
import { signedIn } from './test-users.js';
import type { VisionBoard } from './vision-board.js';
import { audioFile, bytesOf, putVoiceNote } from './vision-client.js';
import { fixture } from './vision-media.js';

/** Serving a stored file in parts: Safari and iOS play audio only from 206 answers. */
export function describeFileCases(board: VisionBoard): void {
  describe('byte ranges of a file', () => {
    const recording = fixture('chromium-voice.webm');
    const size = recording.length;
    let eve: ApiClient;
    let audioPath: string;
    beforeAll(async () => {
      eve = await signedIn(board.app, 'Eve');
      const profile = await body<VisionProfile>(
        await putVoiceNote(board.app, eve, audioFile(recording)),
      );
      audioPath = must(profile.voiceNote).audioPath;
    });
    const ranged = (range: string) => board.file(eve, audioPath, { range });

    it('says it takes ranges when it sends the whole file', async () => {
      const whole = await board.file(eve, audioPath);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('content-length')).toBe(String(size));
      expect((await bytesOf(whole)).equals(recording)).toBe(true);
    });

    it.each([
      ['bytes=0-1', 0, 1],
      ['bytes=100-1099', 100, 1099],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=20-${size + 1000}`, 20, size - 1],
    ])('answers %p with 206 and just those bytes', async (range, first, last) => {
      const part = await ranged(range);
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${first}-${last}/${size}`);
      expect(part.headers.get('content-length')).toBe(String(last - first + 1));
      expect(part.headers.get('accept-ranges')).toBe('bytes');
      expect(part.headers.get('content-type')).toBe('audio/webm');
      expect(part.headers.get('x-content-type-options')).toBe('nosniff');
      expect(part.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(part.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect((await bytesOf(part)).equals(recording.subarray(first, last + 1))).toBe(true);
    });

    it.each([`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0'])(
      'answers %p, outside the file, with 416 and the size',
      async (range) => {
        const refusal = await ranged(range);
        expect(refusal.status).toBe(416);
        expect(refusal.headers.get('content-range')).toBe(`bytes */${size}`);
        expect((await bytesOf(refusal)).length).toBe(0);
      },
    );

    it.each(['bytes=0-1,10-20', 'bytes=9-1', 'items=0-1'])(
      'sends the whole file for %p (several ranges or not a range)',
      async (range) => {
        const whole = await ranged(range);
        expect(whole.status).toBe(200);
        expect(whole.headers.get('content-range')).toBeNull();
        expect((await bytesOf(whole)).equals(recording)).toBe(true);
      },
    );

    it("answers another user's file like a missing one (404), with a range too", async () => {
      await expectError(
        await board.file(board.ann, audioPath, { range: 'bytes=0-1' }),
        404,
        'File not found',
      );
    });
  });
}
