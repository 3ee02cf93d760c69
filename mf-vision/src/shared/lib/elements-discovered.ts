import type { VisionImage, VisionProfile } from '@goalcoach/contracts';

/** The elements found so far, out of 3: an image, a statement, a voice note. */
export function elementsDiscovered(images: VisionImage[], profile: VisionProfile): number {
  const found = [
    images.length > 0,
    Boolean(profile.visionStatement?.trim()),
    profile.voiceNote !== null,
  ];
  return found.filter(Boolean).length;
}
