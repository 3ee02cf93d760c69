import { describe, expect, it } from '@jest/globals';
import { fragmentedMp4Seconds } from './mp4-fragments.js';

const TRACK = 1;
const TIMESCALE = 48_000;

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const words = (...values: number[]) => {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => buffer.writeUInt32BE(value, index * 4));
  return buffer;
};

/** An empty movie (as MediaRecorder writes it): one track, its timescale, its default duration. */
function movie(defaultDuration: number): Buffer {
  // tkhd v0: flags, created, modified, then the track id; mdhd v0: ..., then the timescale.
  const tkhd = box('tkhd', words(0, 0, 0, TRACK, 0));
  const mdhd = box('mdhd', words(0, 0, 0, TIMESCALE, 0));
  const trex = box('trex', words(0, TRACK, 1, defaultDuration, 0, 0));
  return box('moov', box('trak', tkhd, box('mdia', mdhd)), box('mvex', trex));
}

/** One fragment whose run has `count` samples and no per-sample fields (flags 0). */
function fragment(count: number): Buffer {
  const tfhd = box('tfhd', words(0, TRACK));
  const trun = box('trun', words(0, count));
  return box('moof', box('traf', tfhd, trun));
}

describe('fragmentedMp4Seconds', () => {
  it('is null for a file without fragments', () => {
    expect(fragmentedMp4Seconds(Buffer.alloc(0))).toBeNull();
  });

  it('throws on a box that runs past the end', () => {
    const file = Buffer.alloc(16);
    file.writeUInt32BE(64, 0);
    file.write('moof', 4, 'latin1');
    expect(() => fragmentedMp4Seconds(file)).toThrow('MP4 box runs past its parent');
  });

  it('multiplies the default duration by the count of a run without per-sample fields', () => {
    // 50 samples of 960 ticks at 48 kHz: one second, with the media data the count needs.
    const file = Buffer.concat([movie(960), fragment(50), box('mdat', Buffer.alloc(50))]);
    expect(fragmentedMp4Seconds(file)).toBe(1);
  });

  it('refuses at once a run that claims more samples than the file has bytes', () => {
    const started = performance.now();
    expect(() => fragmentedMp4Seconds(Buffer.concat([movie(960), fragment(0xffffffff)]))).toThrow(
      'MP4 runs hold more samples than the file can',
    );
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('counts the samples of all runs together against the file', () => {
    // Each run alone fits in the file's bytes; 300 fragments of them together do not.
    const fragments = Array.from({ length: 300 }, () => fragment(200));
    const file = Buffer.concat([movie(960), ...fragments]);
    expect(file.length).toBeLessThan(300 * 200);
    expect(() => fragmentedMp4Seconds(file)).toThrow(
      'MP4 runs hold more samples than the file can',
    );
  });
});
