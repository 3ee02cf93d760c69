import type { VisionImage, VisionProfile, VoiceNote } from '@goalcoach/contracts';

export function anImage(overrides: Partial<VisionImage> = {}): VisionImage {
  const id = overrides.id ?? 'i1';
  return {
    id,
    imagePath: `/api/vision/files/${id}.webp`,
    thumbnailPath: `/api/vision/files/${id}-thumb.webp`,
    caption: null,
    emoji: null,
    width: 1600,
    height: 1200,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aVoiceNote(overrides: Partial<VoiceNote> = {}): VoiceNote {
  return {
    audioPath: '/api/vision/files/voice-1.webm',
    contentType: 'audio/webm',
    durationSeconds: 75,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aProfile(overrides: Partial<VisionProfile> = {}): VisionProfile {
  const voiceNote = overrides.voiceNote ?? null;
  return {
    visionStatement: null,
    audioFileName: voiceNote ? 'voice-1.webm' : null,
    voiceNote,
    ...overrides,
  };
}

/** A file of `size` bytes; jsdom keeps the name and type. */
export function aFile(name: string, { size = 3, type = 'image/png' } = {}): File {
  return new File([new Uint8Array(size)], name, { type });
}
