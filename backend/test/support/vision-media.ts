import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import tsEbml from 'ts-ebml';

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'vision',
);

/**
 * Files under test/fixtures/vision: `chromium-voice.webm` and `chromium-voice.m4a` (2 s from
 * Chromium's MediaRecorder and fake microphone), `chromium-video.webm` (a canvas with sound),
 * `tiny.heic` (64 x 48, made with libheif's heif-enc).
 */
export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name));
}

const plain = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

export const png = (width = 40, height = 30) => plain(width, height).png().toBuffer();
export const webp = (width = 40, height = 30) => plain(width, height).webp().toBuffer();
export const avif = (width = 40, height = 30) => plain(width, height).avif().toBuffer();
export const jpeg = (width = 40, height = 30) => plain(width, height).jpeg().toBuffer();

/** A 3000 x 2000 JPEG to be shown turned a quarter (EXIF orientation 6), with a GPS position. */
export function cameraJpeg(): Promise<Buffer> {
  return plain(3000, 2000, '#888888')
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' } })
    .toBuffer();
}

/** An animated GIF of three 30 x 20 frames. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((colour) => plain(30, 20, colour).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100] })
    .toBuffer();
}

/** A PNG of noise (so it does not compress away), cut in half. */
export async function truncatedPng(): Promise<Buffer> {
  const full = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

export async function truncatedJpeg(): Promise<Buffer> {
  const full = await cameraJpeg();
  return full.subarray(0, Math.floor(full.length * 0.6));
}

/**
 * The Chromium recording with its last cluster moved `seconds` later: a WebM whose blocks span
 * longer than 3 minutes, as the content (not a header) says.
 */
export function stretchedWebm(seconds: number): Buffer {
  const elements = new tsEbml.Decoder().decode(
    Uint8Array.from(fixture('chromium-voice.webm')).buffer,
  );
  const timestamps = elements.filter((element) => element.name === 'Timestamp');
  const last = timestamps.at(-1);
  if (!last || last.type !== 'u') throw new Error('the WebM fixture has no cluster timestamp');
  // TimestampScale is 1 ms in MediaRecorder's files.
  last.value += seconds * 1000;
  last.data = tsEbml.tools.createUIntBuffer(last.value);
  return Buffer.from(new tsEbml.Encoder().encode(elements));
}

/** An Ogg Opus file (header pages and one page of silence) that plays `seconds`. */
export function oggOpus(seconds: number): Buffer {
  const preSkip = 312;
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // channels
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48000, 12);
  const vendor = Buffer.from('goalcoach-test');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  // An Opus packet of one 20 ms silent frame (TOC 0xf8: CELT fullband 20 ms, mono).
  const audio = Buffer.from([0xf8, 0xff, 0xfe]);
  return Buffer.concat([
    oggPage(head, 0x02, 0n, 0),
    oggPage(tags, 0x00, 0n, 1),
    oggPage(audio, 0x04, BigInt(seconds * 48000 + preSkip), 2),
  ]);
}

function oggPage(data: Buffer, headerType: number, granule: bigint, sequence: number): Buffer {
  if (data.length >= 255) throw new Error('oggPage takes one short segment');
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(0, 4);
  header.writeUInt8(headerType, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(1, 26); // one segment
  header.writeUInt8(data.length, 27);
  const page = Buffer.concat([header, data]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
    }
  }
  return crc >>> 0;
}
