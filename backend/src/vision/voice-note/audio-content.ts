import { setImmediate as nextTurn } from 'node:timers/promises';
import { VISION_VOICE_NOTE_MAX_SECONDS } from '@goalcoach/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import tsEbml from 'ts-ebml';
import { containsMarkup } from '../media-markup.js';
import { runMediaWork } from '../media-work.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';
import { fragmentedMp4Seconds } from './mp4-fragments.js';

export interface VoiceNoteContent {
  contentType: 'audio/webm' | 'audio/ogg' | 'audio/mp4';
  extension: '.webm' | '.ogg' | '.m4a';
  durationMs: number;
}

type Container = Pick<VoiceNoteContent, 'contentType' | 'extension'>;

const CONTAINERS: Record<string, Container> = {
  webm: { contentType: 'audio/webm', extension: '.webm' },
  ogg: { contentType: 'audio/ogg', extension: '.ogg' },
  opus: { contentType: 'audio/ogg', extension: '.ogg' },
  oga: { contentType: 'audio/ogg', extension: '.ogg' },
  mp4: { contentType: 'audio/mp4', extension: '.m4a' },
  m4a: { contentType: 'audio/mp4', extension: '.m4a' },
};

/** A recorder's stop lands a little after the limit: one second of grace. */
const GRACE_SECONDS = 1;

/**
 * What a voice note is, by its content alone: WebM, Ogg or MP4 carrying audio and no video
 * nor markup (else 400), with its length read from the content (over 3 minutes: 400). The reading (EBML
 * decoding takes most of a second of CPU for 10 MB) waits its turn in the media queue (503 when
 * too many wait).
 */
export function readVoiceNote(buffer: Buffer): Promise<VoiceNoteContent> {
  return runMediaWork(() => read(buffer));
}

async function read(buffer: Buffer): Promise<VoiceNoteContent> {
  const type = await fileTypeFromBuffer(buffer);
  const container = type === undefined ? undefined : CONTAINERS[type.ext];
  // Audio that also carries markup (a polyglot) is refused like any other file that is not audio.
  if (container === undefined || containsMarkup(buffer)) {
    throw new VisionException(VisionErrorCode.UnsupportedAudio);
  }
  const seconds =
    container.extension === '.webm'
      ? await webmSeconds(buffer)
      : await otherSeconds(buffer, container.contentType);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new VisionException(VisionErrorCode.DamagedAudio);
  }
  if (seconds > VISION_VOICE_NOTE_MAX_SECONDS + GRACE_SECONDS) {
    throw new VisionException(VisionErrorCode.VoiceNoteTooLong);
  }
  return { ...container, durationMs: Math.round(seconds * 1000) };
}

const AUDIO_TRACK = 2;
/**
 * WebM is decoded a slice at a time, giving the event loop back between slices: decoding 10 MB at
 * once held every other request of the server for most of a second.
 */
const WEBM_SLICE_BYTES = 256 * 1024;

/**
 * WebM by its blocks' timecodes: MediaRecorder's files have no Duration (the segment's size is
 * unknown while recording), which music-metadata cannot read.
 */
async function webmSeconds(buffer: Buffer): Promise<number> {
  const decoder = new tsEbml.Decoder();
  const reader = new tsEbml.Reader();
  const trackTypes: unknown[] = [];
  try {
    for (let start = 0; start < buffer.length; start += WEBM_SLICE_BYTES) {
      if (start > 0) await nextTurn();
      // A copy of the slice's bytes as the plain ArrayBuffer the decoder takes (a pooled Buffer
      // shares its ArrayBuffer with others).
      const slice = Uint8Array.from(buffer.subarray(start, start + WEBM_SLICE_BYTES));
      for (const element of decoder.decode(slice.buffer)) {
        if (element.name === 'TrackType')
          trackTypes.push('value' in element ? element.value : null);
        reader.read(element);
      }
    }
    reader.stop();
  } catch {
    throw new VisionException(VisionErrorCode.DamagedAudio);
  }
  if (trackTypes.length === 0 || trackTypes.some((trackType) => trackType !== AUDIO_TRACK)) {
    throw new VisionException(VisionErrorCode.UnsupportedAudio);
  }
  return (reader.duration * reader.timestampScale) / 1e9;
}

async function otherSeconds(buffer: Buffer, mimeType: string): Promise<number> {
  let format;
  let fragmented: number | null;
  try {
    ({ format } = await parseBuffer(buffer, { mimeType, size: buffer.length }, { duration: true }));
    fragmented = mimeType === 'audio/mp4' ? fragmentedMp4Seconds(buffer) : null;
  } catch {
    throw new VisionException(VisionErrorCode.DamagedAudio);
  }
  if (!format.hasAudio || format.hasVideo) {
    throw new VisionException(VisionErrorCode.UnsupportedAudio);
  }
  const lengths = [format.duration, fragmented].filter((length) => length != null);
  return lengths.length === 0 ? Number.NaN : Math.max(...lengths);
}
