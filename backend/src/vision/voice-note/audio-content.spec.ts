import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { readVoiceNote } from './audio-content.js';
import { fragmentedMp4Seconds } from './mp4-fragments.js';

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/vision',
);
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

describe('readVoiceNote', () => {
  it("reads the length of Chromium's WebM (no Duration in its header) from its blocks", async () => {
    const note = await readVoiceNote(fixture('chromium-voice.webm'));
    expect(note.contentType).toBe('audio/webm');
    expect(note.extension).toBe('.webm');
    expect(note.durationMs).toBeGreaterThan(1500);
    expect(note.durationMs).toBeLessThan(2500);
  });

  it("reads the length of Chromium's fragmented MP4 from its fragments", async () => {
    const note = await readVoiceNote(fixture('chromium-voice.m4a'));
    expect(note).toEqual({
      contentType: 'audio/mp4',
      extension: '.m4a',
      durationMs: expect.any(Number),
    });
    expect(note.durationMs).toBeGreaterThan(1500);
    expect(note.durationMs).toBeLessThan(2500);
  });

  it('refuses a WebM with a video track', async () => {
    await expect(readVoiceNote(fixture('chromium-video.webm'))).rejects.toThrow(
      'Only WebM, Ogg or MP4 audio can be uploaded.',
    );
  });

  it('refuses an image and plain text', async () => {
    for (const file of [fixture('tiny.heic'), Buffer.from('hello, this is not audio')]) {
      await expect(readVoiceNote(file)).rejects.toThrow(
        'Only WebM, Ogg or MP4 audio can be uploaded.',
      );
    }
  });

  it('refuses a WebM cut before its first sound', async () => {
    await expect(readVoiceNote(fixture('chromium-voice.webm').subarray(0, 150))).rejects.toThrow(
      'The recording is damaged or incomplete.',
    );
  });
});

describe('fragmentedMp4Seconds', () => {
  it('is null for a file without fragments', () => {
    expect(fragmentedMp4Seconds(Buffer.alloc(0))).toBeNull();
  });

  it('throws on a box that runs past the end', () => {
    const box = Buffer.alloc(16);
    box.writeUInt32BE(64, 0);
    box.write('moof', 4, 'latin1');
    expect(() => fragmentedMp4Seconds(box)).toThrow('MP4 box runs past its parent');
  });
});
