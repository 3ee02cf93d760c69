import type { VisionProfile } from '@goalcoach/contracts';
import { fileNameOf, filePath } from '../vision-files.js';
import type { VisionProfileEntity } from './vision-profile.entity.js';

/** A user without a row has no statement and no voice note. */
export function toVisionProfile(profile: VisionProfileEntity | null): VisionProfile {
  const { audioKey, audioContentType, audioDurationMs, audioCreatedAt } = profile ?? {};
  const hasNote = audioKey && audioContentType && audioDurationMs != null && audioCreatedAt;
  return {
    visionStatement: profile?.statement ?? null,
    audioFileName: hasNote ? fileNameOf(audioKey) : null,
    voiceNote: hasNote
      ? {
          audioPath: filePath(audioKey),
          contentType: audioContentType,
          durationSeconds: audioDurationMs / 1000,
          createdAt: audioCreatedAt.toISOString(),
        }
      : null,
  };
}
