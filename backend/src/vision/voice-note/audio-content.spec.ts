import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { MEDIA_BUSY_MESSAGE } from '../media-work.js';
import { readVoiceNote } from './audio-content.js';

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

  it('reads a 10 MB WebM a slice at a time, leaving the server free to answer meanwhile', async () => {
    // MediaRecorder writes clusters of unknown size up to the end of the file: repeated, they
    // make a long file whose blocks still span the recording's 2 seconds.
    const recording = fixture('chromium-voice.webm');
    const firstCluster = recording.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    const clusters = recording.subarray(firstCluster);
    const copies = Math.ceil((10 * 1024 * 1024 - firstCluster) / clusters.length);
    const long = Buffer.concat([
      recording.subarray(0, firstCluster),
      ...Array(copies).fill(clusters),
    ]);
    let turns = 0;
    let reading = true;
    const countTurns = () => {
      if (!reading) return;
      turns += 1;
      setImmediate(countTurns);
    };
    setImmediate(countTurns);

    const note = await readVoiceNote(long);
    reading = false;

    expect(note).toEqual(await readVoiceNote(recording));
    // In one piece, the decoding let no other work run until it was done.
    expect(turns).toBeGreaterThanOrEqual(20);
  });

  it('answers 503 to the note that finds 2 being read and 8 waiting', async () => {
    const recording = fixture('chromium-voice.webm');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 11 }, () => readVoiceNote(recording)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(outcomes.at(-1)).toEqual({
      status: 'rejected',
      reason: expect.objectContaining({ message: MEDIA_BUSY_MESSAGE }),
    });
  });
});
